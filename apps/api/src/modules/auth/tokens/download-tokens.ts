import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { z } from 'zod';
import { APP_CONFIG } from '#platform/config/config';
import type { AuthConfig } from '../auth.config';
import { PG_POOL } from '#platform/database/database.module';
import type { AuthenticatedUser } from '../authenticated-user';
import { isSessionActive } from '../sessions/sessions.repository';
import { accessTokenIssuer } from './access-token';
import { SigningKeyStore } from './signing-key-store';

/** Not an access token's audience: a download link opens nothing else. */
export const DOWNLOAD_TOKEN_AUDIENCE = 'download';
/** Long enough for the browser to follow the link it was just given, short enough that a leaked one is spent. */
export const DOWNLOAD_TOKEN_TTL_SECONDS = 60;

const DownloadClaims = z.object({
  sub: z.uuid(),
  session_id: z.uuid(),
  /** What may be downloaded, e.g. `world-export:<world id>`. */
  resource: z.string().min(1),
  file_name: z.string().min(1),
});

/** What a valid download token grants: one resource, to the user who asked for it, under a file name. */
export interface DownloadGrant {
  readonly userId: string;
  readonly resource: string;
  readonly fileName: string;
}

export interface IssuedDownloadToken {
  readonly token: string;
  /** ISO time after which the link is refused. */
  readonly expiresAt: string;
}

/** A link that is malformed, forged, expired, or whose session has been signed out. */
export class InvalidDownloadTokenError extends Error {
  override readonly name = 'InvalidDownloadTokenError';
}

/**
 * Signed, short-lived links for a signed-in user's downloads. A browser follows a link itself, with no
 * Authorization header, and saves what streams in straight to disk; the link says who asked, for what, and
 * under which file name. Signed with the access tokens' ES256 keys under an audience of its own, and refused
 * once its session is signed out.
 */
@Injectable()
export class DownloadTokens {
  private readonly issuer: string;

  constructor(
    @Inject(APP_CONFIG) config: AuthConfig,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(SigningKeyStore) private readonly keys: SigningKeyStore,
  ) {
    this.issuer = accessTokenIssuer(config);
  }

  async issue(user: AuthenticatedUser, resource: string, fileName: string): Promise<IssuedDownloadToken> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const token = await this.keys.sign(
      { session_id: user.sessionId, resource, file_name: fileName },
      { subject: user.userId, audience: DOWNLOAD_TOKEN_AUDIENCE, issuer: this.issuer, issuedAt, expiresIn: DOWNLOAD_TOKEN_TTL_SECONDS },
    );
    return { token, expiresAt: new Date((issuedAt + DOWNLOAD_TOKEN_TTL_SECONDS) * 1000).toISOString() };
  }

  async verify(token: string): Promise<DownloadGrant> {
    const claims = DownloadClaims.safeParse(await this.verifiedPayload(token));
    if (!claims.success) throw new InvalidDownloadTokenError('malformed download token claims');
    const { sub, session_id: sessionId, resource, file_name: fileName } = claims.data;
    if (!(await isSessionActive(this.pool, sessionId, sub))) throw new InvalidDownloadTokenError('the session has ended');
    return { userId: sub, resource, fileName };
  }

  private async verifiedPayload(token: string): Promise<unknown> {
    const verdict = await this.keys.verify(token, { issuer: this.issuer, audience: DOWNLOAD_TOKEN_AUDIENCE });
    if ('refused' in verdict) throw new InvalidDownloadTokenError(verdict.refused);
    return verdict.payload;
  }
}

