import { ConfigError } from '#platform/config/config';
import { parseStoryGeneratorSettings } from './story-generator.config';

describe('parseStoryGeneratorSettings', () => {
  it('defaults to the offline procedural generator', () => {
    const settings = parseStoryGeneratorSettings({});
    expect(settings).toMatchObject({ STORY_GENERATOR: 'procedural', STORY_GENERATOR_TIMEOUT_MS: 120_000 });
  });

  it('reads provider settings and coerces the timeout', () => {
    const settings = parseStoryGeneratorSettings({
      STORY_GENERATOR: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1',
      OPENAI_MODEL: 'gpt-4.1-mini',
      STORY_GENERATOR_TIMEOUT_MS: '5000',
    });
    expect(settings).toMatchObject({ OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1', OPENAI_MODEL: 'gpt-4.1-mini', STORY_GENERATOR_TIMEOUT_MS: 5000 });
  });

  it.each([
    ['openai', 'OPENAI_API_KEY'],
    ['anthropic', 'ANTHROPIC_API_KEY'],
  ])('needs an API key for %s', (provider, variable) => {
    expect(() => parseStoryGeneratorSettings({ STORY_GENERATOR: provider, [variable]: '' })).toThrow(ConfigError);
    expect(() => parseStoryGeneratorSettings({ STORY_GENERATOR: provider })).toThrow(`Invalid configuration: ${variable}: is required`);
  });

  it('names a bad variable', () => {
    expect(() => parseStoryGeneratorSettings({ STORY_GENERATOR: 'gpt' })).toThrow(/STORY_GENERATOR/);
    expect(() => parseStoryGeneratorSettings({ OLLAMA_BASE_URL: 'not a url' })).toThrow(/OLLAMA_BASE_URL/);
    expect(() => parseStoryGeneratorSettings({ STORY_GENERATOR_TIMEOUT_MS: '0' })).toThrow(/STORY_GENERATOR_TIMEOUT_MS/);
  });
});
