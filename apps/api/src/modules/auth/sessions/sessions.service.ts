import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import type { AuthUser } from '../accounts/auth-user';
import { findUserById } from '../accounts/users.repository';
import { authErrors } from '../auth-error';
import type { AuthenticatedUser } from '../authenticated-user';
import { type Queryable, withTransaction } from '../database';
import { AccessTokenIssuer, type IssuedAccessToken } from '../tokens/access-token-issuer';
import { hashRefreshToken, newRefreshToken } from './refresh-token';
import {
  deleteSession,
  deleteUserSessions,
  findRefreshTokenOwnerEmail,
  insertSession,
  lockRefreshToken,
  type RefreshTokenRecord,
  rotateRefreshToken,
  upgradeSession,
} from './sessions.repository';

/** What a sign-in or refresh hands the client: GoTrue's session. */
export interface IssuedSession {
  readonly accessToken: IssuedAccessToken;
  readonly refreshToken: string;
  readonly user: AuthUser;
}

export const SIGN_OUT_SCOPES = ['global', 'local', 'others'] as const;
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];

type Rotation =
  { kind: 'rotated'; token: RefreshTokenRecord; successor: string } | { kind: 'reused' } | { kind: 'unknown' };

/** Sessions are refresh-token families: started at sign-in, extended by rotation, ended by sign-out or reuse. */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(AccessTokenIssuer) private readonly accessTokens: AccessTokenIssuer,
  ) {}

  /**
   * Starts an aal1 session signed in by `method` (GoTrue's amr: `password`, `otp`, `magiclink`, `recovery`,
   * `email/signup`); `db` lets sign-up create the user and the session in one transaction.
   */
  async start(user: AuthUser, db: Queryable = this.pool, method = 'password'): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    const assurance = { aal: 'aal1', amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }] } as const;
    await insertSession(db, { id: sessionId, userId: user.id, refreshTokenHash: hashRefreshToken(refreshToken), ...assurance });
    const accessToken = await this.accessTokens.issue({ userId: user.id, email: user.email, sessionId, ...assurance });
    return { accessToken, refreshToken, user };
  }

  /** Raises the signed-in session to aal2 after a verified second factor: new tokens, same session (GoTrue's MFA verify). */
  async raiseToAal2(signedIn: AuthenticatedUser, method: string): Promise<IssuedSession> {
    const refreshToken = newRefreshToken();
    const timestamp = Math.floor(Date.now() / 1000);
    const assurance = await withTransaction(this.pool, (client) =>
      upgradeSession(client, signedIn.sessionId, { method, timestamp }, hashRefreshToken(refreshToken)),
    );
    if (!assurance) throw authErrors.sessionNotFound();
    const user = await findUserById(this.pool, signedIn.userId);
    if (!user) throw authErrors.userNotFound();
    const accessToken = await this.accessTokens.issue({
      userId: user.id,
      email: user.email,
      sessionId: signedIn.sessionId,
      ...assurance,
    });
    return { accessToken, refreshToken, user };
  }

  /**
   * Exchanges a refresh token for a new session token pair. Presenting a token that was already exchanged means
   * it leaked (or a client raced itself): the whole family is revoked, so neither holder keeps the session.
   */
  async refresh(refreshToken: string): Promise<IssuedSession> {
    const rotation = await this.rotate(hashRefreshToken(refreshToken));
    if (rotation.kind === 'unknown') throw authErrors.refreshTokenNotFound();
    if (rotation.kind === 'reused') throw authErrors.refreshTokenAlreadyUsed();
    const user = await findUserById(this.pool, rotation.token.userId);
    if (!user) throw authErrors.refreshTokenNotFound();
    const { sessionId, aal, amr } = rotation.token;
    const accessToken = await this.accessTokens.issue({ userId: user.id, email: user.email, sessionId, aal, amr });
    return { accessToken, refreshToken: rotation.successor, user };
  }

  /** The email of the account a refresh token belongs to, or null for a token nobody issued. */
  ownerEmailOf(refreshToken: string): Promise<string | null> {
    return findRefreshTokenOwnerEmail(this.pool, hashRefreshToken(refreshToken));
  }

  async end(user: AuthenticatedUser, scope: SignOutScope): Promise<void> {
    switch (scope) {
      case 'local':
        return deleteSession(this.pool, user.sessionId);
      case 'others':
        return deleteUserSessions(this.pool, user.userId, user.sessionId);
      case 'global':
        return deleteUserSessions(this.pool, user.userId);
      default: {
        const _exhaustive: never = scope;
        return _exhaustive;
      }
    }
  }

  /** Decides inside the transaction, throws after it: the revocation of a reused family must commit. */
  private rotate(tokenHash: Buffer): Promise<Rotation> {
    return withTransaction(this.pool, async (client): Promise<Rotation> => {
      const token = await lockRefreshToken(client, tokenHash);
      if (!token) return { kind: 'unknown' };
      if (token.rotated) {
        await deleteSession(client, token.sessionId);
        return { kind: 'reused' };
      }
      const successor = newRefreshToken();
      await rotateRefreshToken(client, token, hashRefreshToken(successor));
      return { kind: 'rotated', token, successor };
    });
  }
}
