import { ChatAnthropic } from '@langchain/anthropic';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatOllama } from '@langchain/ollama';
import { ChatOpenAI } from '@langchain/openai';
import type { StoryGeneratorSettings } from '../story-generator.config';
import { usageCountingFetch } from './token-usage';

export type LangChainProvider = Exclude<StoryGeneratorSettings['STORY_GENERATOR'], 'procedural'>;

export interface ConfiguredChatModel {
  chatModel: BaseChatModel;
  /** The model name, for provenance. */
  model: string;
}

/**
 * The chat model for a provider. Client-side retries are off (maxRetries 0): LangChainStoryGenerator
 * retries itself, on invalid output too, within STORY_GENERATOR_TIMEOUT_MS. Each counts the tokens its
 * answers report (token-usage.ts).
 */
export function createChatModel(provider: LangChainProvider, settings: StoryGeneratorSettings): ConfiguredChatModel {
  const timeout = settings.STORY_GENERATOR_TIMEOUT_MS;
  switch (provider) {
    case 'openai':
      return {
        model: settings.OPENAI_MODEL,
        chatModel: new ChatOpenAI({
          model: settings.OPENAI_MODEL,
          apiKey: settings.OPENAI_API_KEY,
          configuration: { ...(settings.OPENAI_BASE_URL === undefined ? {} : { baseURL: settings.OPENAI_BASE_URL }), fetch: usageCountingFetch() },
          maxRetries: 0,
          timeout,
        }),
      };
    case 'anthropic':
      return {
        model: settings.ANTHROPIC_MODEL,
        chatModel: new ChatAnthropic({ model: settings.ANTHROPIC_MODEL, apiKey: settings.ANTHROPIC_API_KEY, maxRetries: 0, clientOptions: { timeout, fetch: usageCountingFetch() } }),
      };
    case 'ollama':
      return {
        model: settings.OLLAMA_MODEL,
        chatModel: new ChatOllama({ model: settings.OLLAMA_MODEL, baseUrl: settings.OLLAMA_BASE_URL, maxRetries: 0, fetch: usageCountingFetch() }),
      };
  }
}
