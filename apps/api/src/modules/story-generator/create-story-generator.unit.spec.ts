import { ChatAnthropic } from '@langchain/anthropic';
import { ChatOllama } from '@langchain/ollama';
import { ChatOpenAI } from '@langchain/openai';
import { createStoryGenerator } from './create-story-generator';
import { parseStoryGeneratorSettings } from './story-generator.config';
import { createChatModel } from './langchain/chat-models';
import { LangChainStoryGenerator } from './langchain/langchain-story-generator';
import { ProceduralStoryGenerator } from './procedural/procedural-story-generator';

describe('createStoryGenerator', () => {
  it('defaults to the procedural generator', () => {
    expect(createStoryGenerator(parseStoryGeneratorSettings({}))).toBeInstanceOf(ProceduralStoryGenerator);
  });

  it.each([
    ['openai', { OPENAI_API_KEY: 'sk-test' }],
    ['anthropic', { ANTHROPIC_API_KEY: 'sk-ant-test' }],
    ['ollama', {}],
  ])('builds a LangChain generator for %s', (provider, keys) => {
    const settings = parseStoryGeneratorSettings({ STORY_GENERATOR: provider, ...keys });
    expect(createStoryGenerator(settings)).toBeInstanceOf(LangChainStoryGenerator);
  });

  it('configures the chat models from the settings', () => {
    const settings = parseStoryGeneratorSettings({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      OPENAI_MODEL: 'gpt-4.1-mini',
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_MODEL: 'claude-haiku-4-5',
      OLLAMA_BASE_URL: 'http://127.0.0.1:11500',
      OLLAMA_MODEL: 'qwen3',
    });
    const openai = createChatModel('openai', settings);
    expect(openai.model).toBe('gpt-4.1-mini');
    expect(openai.chatModel).toBeInstanceOf(ChatOpenAI);
    expect((openai.chatModel as ChatOpenAI).model).toBe('gpt-4.1-mini');
    expect(createChatModel('anthropic', settings).chatModel).toBeInstanceOf(ChatAnthropic);
    const ollama = createChatModel('ollama', settings).chatModel as ChatOllama;
    expect(ollama).toBeInstanceOf(ChatOllama);
    expect(ollama.baseUrl).toBe('http://127.0.0.1:11500');
    expect(ollama.model).toBe('qwen3');
  });
});
