import { z } from 'zod';
import { parseEnvironment } from '#platform/config/config';

/** The story generator's environment variables; the composition root (app.config.ts) joins them with the others. */
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
  /** USD per million input and output tokens, per model name, over the built-in table (metering/prices.ts). */
  STORY_GENERATOR_PRICES: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().min(1), z.object({ input: z.number().min(0), output: z.number().min(0) })))
    .optional(),
  /** The monthly generation budget of a world whose owner set none; unset: no limit. */
  WORLD_MONTHLY_BUDGET_USD: z.coerce.number().min(0).max(1_000_000).optional(),
});

type StoryGeneratorEnv = z.infer<typeof StoryGeneratorEnv>;

/** A hosted provider needs its key. */
export function refineStoryGeneratorConfig(settings: StoryGeneratorEnv, context: z.RefinementCtx): void {
  const required = { openai: 'OPENAI_API_KEY', anthropic: 'ANTHROPIC_API_KEY' } as const;
  if (settings.STORY_GENERATOR === 'openai' || settings.STORY_GENERATOR === 'anthropic') {
    const variable = required[settings.STORY_GENERATOR];
    if (settings[variable] === undefined) {
      context.addIssue({ code: 'custom', path: [variable], message: `is required when STORY_GENERATOR=${settings.STORY_GENERATOR}` });
    }
  }
}

export const StoryGeneratorSettings = StoryGeneratorEnv.superRefine(refineStoryGeneratorConfig);
export type StoryGeneratorSettings = z.infer<typeof StoryGeneratorSettings>;

/** Parses the generator's variables from an environment (or an already parsed config); empty values count as unset. */
export function parseStoryGeneratorSettings(env: Readonly<Record<string, unknown>>): StoryGeneratorSettings {
  return parseEnvironment(StoryGeneratorSettings, env);
}
