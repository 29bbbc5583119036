import { Inject, Injectable } from '@nestjs/common';
import type { JWTPayload } from 'jose';
import { Pool } from 'pg';
import { APP_CONFIG } from '#platform/config/config';
import type { AuthConfig } from './auth.config';
import { PG_POOL } from '#platform/database/database.module';
import type { AuthenticatedUser } from './authenticated-user';
import { hasVerifiedFactor } from './mfa/factors.repository';
import { isSessionActive } from './sessions/sessions.repository';
import {
  ACCESS_TOKEN_AUDIENCE,
  AccessTokenClaims,
  accessTokenIssuer,
} from './tokens/access-token';
import { SigningKeyStore } from './tokens/signing-key-store';

/**
 * Why an access token was refused: its signature or claims (`invalid`), a session that has ended, or an aal1
 * session of a user with a verified second factor where the app needs aal2 (`insufficient_aal`).
 */
export type InvalidAccessTokenReason = 'invalid' | 'session_ended' | 'insufficient_aal';

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

  /**
   * As `verify`, and the session must be aal2 when the user has a verified factor: what the app's own routes and
   * procedures accept. /auth/v1 itself takes aal1, so that the second factor can be verified.
   */
  async verifyForApp(token: string): Promise<AuthenticatedUser> {
    const user = await this.verify(token);
    if (user.aal !== 'aal2' && (await hasVerifiedFactor(this.pool, user.userId))) {
      throw new InvalidAccessTokenError('insufficient_aal', 'AAL2 required');
    }
    return user;
  }

  private async verifiedPayload(token: string): Promise<JWTPayload> {
    const verdict = await this.keys.verify(token, { issuer: this.issuer, audience: ACCESS_TOKEN_AUDIENCE });
    if ('refused' in verdict) throw new InvalidAccessTokenError('invalid', goTrueJwtMessage(verdict.code));
    return verdict.payload;
  }
}

/** GoTrue's words for a refused JWT (its JWT library's, behind GoTrue's prefix), never jose's. */
function goTrueJwtMessage(joseCode: string): string {
  const prefix = 'invalid JWT: unable to parse or verify signature, ';
  switch (joseCode) {
    case 'ERR_JWT_EXPIRED':
      return `${prefix}token has invalid claims: token is expired`;
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
      return `${prefix}token is malformed: could not base64 decode header`;
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return `${prefix}token has invalid claims`;
    default:
      return `${prefix}token signature is invalid: crypto/ecdsa: verification error`;
  }
}

function toAuthenticatedUser(payload: JWTPayload): AuthenticatedUser {
  const claims = AccessTokenClaims.safeParse(payload);
  if (!claims.success) {
    throw new InvalidAccessTokenError('invalid', 'invalid JWT: unable to parse or verify signature, token has invalid claims');
  }
  return {
    userId: claims.data.sub,
    email: claims.data.email,
    sessionId: claims.data.session_id,
    aal: claims.data.aal,
    amr: claims.data.amr,
  };
}
