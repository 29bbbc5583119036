import { z } from 'zod';
import { booleanFlag, type PlatformConfig } from '#platform/config/config';
import { windowedLimit } from '#platform/limits/windowed-limit';

/**
 * The auth module's environment variables; the composition root (app.config.ts) joins them with the others.
 * The abuse limits are `<count>/<window>` per client address (IP) and per account (the email a request names,
 * or the signed-in user's), with GoTrue's defaults where it has one: 30 sign-ups and sign-ins per 5 minutes
 * and 150 token refreshes per 5 minutes per address.
 */
export const AuthEnv = z.object({
  AUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(3600),
  AUTH_REQUIRE_EMAIL_CONFIRMATION: booleanFlag.default(false),
  AUTH_RATE_LIMIT_ENABLED: booleanFlag.default(true),
  AUTH_RATE_LIMIT_SIGN_UPS_PER_IP: windowedLimit.prefault('30/5m'),
  AUTH_RATE_LIMIT_SIGN_UPS_PER_ACCOUNT: windowedLimit.prefault('10/1h'),
  AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_IP: windowedLimit.prefault('30/5m'),
  AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT: windowedLimit.prefault('10/15m'),
  AUTH_RATE_LIMIT_TOKEN_REFRESHES_PER_IP: windowedLimit.prefault('150/5m'),
  AUTH_RATE_LIMIT_TOKEN_REFRESHES_PER_ACCOUNT: windowedLimit.prefault('30/5m'),
  AUTH_RATE_LIMIT_WRITES_PER_IP: windowedLimit.prefault('300/5m'),
  AUTH_RATE_LIMIT_WRITES_PER_ACCOUNT: windowedLimit.prefault('60/5m'),
});

/** What auth reads of the configuration: its own variables and the public origin (the JWT issuer). */
export type AuthConfig = z.infer<typeof AuthEnv> & Pick<PlatformConfig, 'PORT' | 'PUBLIC_URL'>;
