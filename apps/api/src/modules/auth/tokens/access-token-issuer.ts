import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '#platform/config/config';
import type { AuthConfig } from '../auth.config';
import {
  ACCESS_TOKEN_AUDIENCE,
  accessTokenIssuer,
  type AssuranceLevel,
  AUTHENTICATED_ROLE,
  type AuthenticationMethod,
} from './access-token';
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
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    @Inject(SigningKeyStore) private readonly keys: SigningKeyStore,
  ) {}

  async issue(subject: {
    userId: string;
    email: string;
    sessionId: string;
    aal: AssuranceLevel;
    amr: readonly AuthenticationMethod[];
  }): Promise<IssuedAccessToken> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresIn = this.config.AUTH_ACCESS_TOKEN_TTL_SECONDS;
    const token = await this.keys.sign(
      { email: subject.email, role: AUTHENTICATED_ROLE, session_id: subject.sessionId, aal: subject.aal, amr: [...subject.amr] },
      { subject: subject.userId, audience: ACCESS_TOKEN_AUDIENCE, issuer: accessTokenIssuer(this.config), issuedAt, expiresIn },
    );
    return { token, expiresAt: issuedAt + expiresIn, expiresIn };
  }
}
