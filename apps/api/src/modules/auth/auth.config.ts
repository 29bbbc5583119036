import { z } from 'zod';
import { booleanFlag, type PlatformConfig } from '#platform/config/config';

/** The auth module's environment variables; the composition root (app.config.ts) joins them with the others. */
export const AuthEnv = z.object({
  AUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(3600),
  AUTH_REQUIRE_EMAIL_CONFIRMATION: booleanFlag.default(false),
});

/** What auth reads of the configuration: its own variables and the public origin (the JWT issuer). */
export type AuthConfig = z.infer<typeof AuthEnv> & Pick<PlatformConfig, 'PORT' | 'PUBLIC_URL'>;
