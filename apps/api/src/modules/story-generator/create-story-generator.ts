import type { StoryGeneratorSettings } from './story-generator.config';
import { createChatModel } from './langchain/chat-models';
import { LangChainStoryGenerator } from './langchain/langchain-story-generator';
import { ProceduralStoryGenerator } from './procedural/procedural-story-generator';
import type { StoryGenerator } from './story-generator.port';

/** The generator STORY_GENERATOR names: the offline procedural one, or a LangChain chat model. */
export function createStoryGenerator(settings: StoryGeneratorSettings): StoryGenerator {
  const provider = settings.STORY_GENERATOR;
  if (provider === 'procedural') return new ProceduralStoryGenerator();
  const { chatModel, model } = createChatModel(provider, settings);
  return new LangChainStoryGenerator(chatModel, { provider, model, timeoutMs: settings.STORY_GENERATOR_TIMEOUT_MS });
}
