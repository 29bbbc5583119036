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
  aal: z.enum(['aal1', 'aal2']).default('aal1'),
  amr: z.array(z.object({ method: z.string(), timestamp: z.number() })).default([]),
});

/** GoTrue's authenticator assurance level: aal2 once a second factor (TOTP) was verified in the session. */
export type AssuranceLevel = 'aal1' | 'aal2';

/** GoTrue's `amr` entry: how and when the session was authenticated (`password`, `otp`, `totp`, ...). */
export interface AuthenticationMethod {
  readonly method: string;
  readonly timestamp: number;
}
