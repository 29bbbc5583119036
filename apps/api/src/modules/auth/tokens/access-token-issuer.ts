import { Inject, Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, accessTokenIssuer, AUTHENTICATED_ROLE } from './access-token';
import { SigningKeyStore } from './signing-key-store';

export interface IssuedAccessToken {
  readonly token: string;
  /** Seconds since the epoch, as GoTrue's `expires_at`. */
  readonly expiresAt: number;
  readonly expiresIn: number;
}

/** Signs the short-lived ES256 access tokens of a session. */
@Injectable()
export class AccessTokenIssuer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SigningKeyStore) private readonly keys: SigningKeyStore,
  ) {}

  async issue(subject: { userId: string; email: string; sessionId: string }): Promise<IssuedAccessToken> {
    const { kid, privateKey } = await this.keys.signingKey();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresIn = this.config.AUTH_ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ email: subject.email, role: AUTHENTICATED_ROLE, session_id: subject.sessionId })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid, typ: 'JWT' })
      .setSubject(subject.userId)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuer(accessTokenIssuer(this.config))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + expiresIn)
      .sign(privateKey);
    return { token, expiresAt: issuedAt + expiresIn, expiresIn };
  }
}
