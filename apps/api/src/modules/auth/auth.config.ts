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
  /** Mail: over SMTP when set (smtp:// or smtps://, credentials in the URL), otherwise written to the server log. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Worldloom <no-reply@worldloom.local>'),
  /** How long a link or code sent by mail stays valid (GoTrue's default: one hour). */
  AUTH_EMAIL_LINK_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Mails (confirmation, recovery, magic link, reauthentication) sent per address and per hour. */
  AUTH_EMAIL_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  AUTH_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(72).default(8),
  /** Changing the password needs a nonce sent by mail (/reauthenticate), as GoTrue's GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION. */
  AUTH_SECURE_PASSWORD_CHANGE: booleanFlag.default(false),
  /**
   * Origins, besides PUBLIC_URL's, that a mailed link may send the browser back to (`redirect_to`), separated by
   * commas, as GoTrue's URI allow list; any other redirect goes to PUBLIC_URL.
   */
  AUTH_REDIRECT_ALLOW_LIST: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'expected http(s) origins separated by commas' }))),
});

/** What auth reads of the configuration: its own variables and the public origin (the JWT issuer). */
export type AuthConfig = z.infer<typeof AuthEnv> & Pick<PlatformConfig, 'PORT' | 'PUBLIC_URL'>;
