import { z } from 'zod';
import { ConfigError } from '../../../platform/config/config-error';

/**
 * The story generator's environment variables. Shaped like the central ConfigSchema so that
 * `StoryGeneratorEnv.shape` can be spread into it; until then parseStoryGeneratorSettings reads them.
 */
export const StoryGeneratorEnv = z.object({
  STORY_GENERATOR: z.enum(['procedural', 'openai', 'anthropic', 'ollama']).default('procedural'),
  /** Upper bound for one generator call, all attempts and back-off included. */
  STORY_GENERATOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** An OpenAI-compatible endpoint, e.g. a proxy or a local server; unset = api.openai.com. */
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-4-5'),
  OLLAMA_BASE_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:11434'),
  OLLAMA_MODEL: z.string().min(1).default('llama3.1'),
});

export const StoryGeneratorSettings = StoryGeneratorEnv.superRefine((settings, context) => {
  const required = { openai: 'OPENAI_API_KEY', anthropic: 'ANTHROPIC_API_KEY' } as const;
  if (settings.STORY_GENERATOR === 'openai' || settings.STORY_GENERATOR === 'anthropic') {
    const variable = required[settings.STORY_GENERATOR];
    if (settings[variable] === undefined) {
      context.addIssue({ code: 'custom', path: [variable], message: `is required when STORY_GENERATOR=${settings.STORY_GENERATOR}` });
    }
  }
});
export type StoryGeneratorSettings = z.infer<typeof StoryGeneratorSettings>;

/** Parses the generator's variables from an environment (or an already parsed config); empty values count as unset. */
export function parseStoryGeneratorSettings(env: Readonly<Record<string, unknown>>): StoryGeneratorSettings {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = StoryGeneratorSettings.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(lines.join('\n'));
}
