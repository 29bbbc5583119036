import { Inject, Injectable } from '@nestjs/common';
import type { JWTPayload } from 'jose';
import { Pool } from 'pg';
import { APP_CONFIG } from '#platform/config/config';
import type { AuthConfig } from './auth.config';
import { PG_POOL } from '#platform/database/database.module';
import type { AuthenticatedUser } from './authenticated-user';
import { isSessionActive } from './sessions/sessions.repository';
import {
  ACCESS_TOKEN_AUDIENCE,
  AccessTokenClaims,
  accessTokenIssuer,
} from './tokens/access-token';
import { SigningKeyStore } from './tokens/signing-key-store';

/** Why an access token was refused: its signature or claims (`invalid`), or a session that has ended. */
export type InvalidAccessTokenReason = 'invalid' | 'session_ended';

export class InvalidAccessTokenError extends Error {
  override readonly name = 'InvalidAccessTokenError';

  constructor(
    readonly reason: InvalidAccessTokenReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checks a bearer access token: ES256 signature by one of our keys, issuer, audience, expiry, and that its
 * session has not been signed out. The key ring is cached; the session is looked up on every call, because
 * a sign-out must take effect at once rather than when the token expires.
 */
@Injectable()
export class AccessTokenVerifier {
  private readonly issuer: string;

  constructor(
    @Inject(APP_CONFIG) config: AuthConfig,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(SigningKeyStore) private readonly keys: SigningKeyStore,
  ) {
    this.issuer = accessTokenIssuer(config);
  }

  async verify(token: string): Promise<AuthenticatedUser> {
    const user = toAuthenticatedUser(await this.verifiedPayload(token));
    if (!(await isSessionActive(this.pool, user.sessionId, user.userId))) {
      throw new InvalidAccessTokenError('session_ended', 'Session from session_id claim in JWT does not exist');
    }
    return user;
  }

  private async verifiedPayload(token: string): Promise<JWTPayload> {
    const verdict = await this.keys.verify(token, { issuer: this.issuer, audience: ACCESS_TOKEN_AUDIENCE });
    if ('refused' in verdict) throw new InvalidAccessTokenError('invalid', `invalid JWT: ${verdict.refused}`);
    return verdict.payload;
  }
}

function toAuthenticatedUser(payload: JWTPayload): AuthenticatedUser {
  const claims = AccessTokenClaims.safeParse(payload);
  if (!claims.success) throw new InvalidAccessTokenError('invalid', 'invalid JWT: missing or malformed claims');
  return { userId: claims.data.sub, email: claims.data.email, sessionId: claims.data.session_id };
}
