import { z } from 'zod';
import type { AuthConfig } from '../auth.config';

export const ACCESS_TOKEN_ALGORITHM = 'ES256';
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';
export const AUTHENTICATED_ROLE = 'authenticated';

/** The `iss` of every access token: this service's /auth/v1 under its public origin. */
export function accessTokenIssuer(config: Pick<AuthConfig, 'PUBLIC_URL' | 'PORT'>): string {
  const origin = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return `${origin.replace(/\/+$/, '')}/auth/v1`;
}

/** The claims this service puts in an access token beyond the registered ones that jose checks. */
export const AccessTokenClaims = z.object({
  sub: z.uuid(),
  email: z.string(),
  session_id: z.uuid(),
  role: z.literal(AUTHENTICATED_ROLE),
});
