import type { z } from 'zod';
import { ApiKeysEnv } from '#api-keys';
import { AuthEnv } from '#auth';
import { parseEnvironment, PlatformConfigSchema, refinePlatformConfig } from '#platform/config/config';
import { refineStoryGeneratorConfig, StoryGeneratorEnv } from '#story-generator';
import { WorldCapEnv } from '#world';

export { ConfigError } from '#platform/config/config';

/** Every environment variable Worldloom reads: the platform's and each module's; `.env.example` lists the same set. */
export const AppConfigSchema = PlatformConfigSchema.extend({
  ...AuthEnv.shape,
  ...StoryGeneratorEnv.shape,
  ...WorldCapEnv.shape,
  ...ApiKeysEnv.shape,
}).superRefine(
  (config, context) => {
    refinePlatformConfig(config, context);
    refineStoryGeneratorConfig(config, context);
  },
);

export type AppConfig = z.infer<typeof AppConfigSchema>;

/** Parses the environment; on a bad value throws one line per variable, naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return parseEnvironment(AppConfigSchema, env);
}
