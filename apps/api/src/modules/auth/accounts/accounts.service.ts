import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG } from '#platform/config/config';
import type { AuthConfig } from '../auth.config';
import { PG_POOL } from '#platform/database/database.module';
import { authErrors } from '../auth-error';
import type { AuthenticatedUser } from '../authenticated-user';
import { withTransaction } from '../database';
import { type IssuedSession, SessionsService } from '../sessions/sessions.service';
import { deleteUserSessions } from '../sessions/sessions.repository';
import type { AuthUser } from './auth-user';
import { PasswordHasher } from './password-hasher';
import { weakPassword } from './password-policy';
import { toMetadataPatch } from './user-metadata';
import {
  findCredentialsByEmail,
  findPasswordHash,
  findUserById,
  insertUser,
  recordSignIn,
  updateUser,
} from './users.repository';

/** Emails arrive normalised (trimmed, lower case) from the edge. */
export interface PasswordCredentials {
  readonly email: string;
  readonly password: string;
}

export interface SignUpInput extends PasswordCredentials {
  readonly userMetadata: Record<string, unknown>;
}

export interface AccountChanges {
  readonly email?: string;
  readonly password?: string;
  /** GoTrue's `data`: merged into user_metadata; a null value removes its key. */
  readonly data?: Record<string, unknown>;
}

/** Sign-up, password sign-in and the signed-in user's own account. */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  /** A session at once, unless e-mail confirmation is required: then the user only, signed out. */
  async signUp(input: SignUpInput): Promise<{ user: AuthUser; session: IssuedSession | null }> {
    this.assertStrongPassword(input.password);
    const passwordHash = await this.passwords.hash(input.password);
    const confirmed = !this.config.AUTH_REQUIRE_EMAIL_CONFIRMATION;
    return withTransaction(this.pool, async (client) => {
      const user = await insertUser(client, {
        id: randomUUID(),
        identityId: randomUUID(),
        email: input.email,
        passwordHash,
        userMetadata: input.userMetadata,
        confirmed,
      });
      if (!user) throw authErrors.userAlreadyExists();
      return { user, session: confirmed ? await this.sessions.start(user, client) : null };
    });
  }

  /** One answer for an unknown email and a wrong password, in the same time, so accounts cannot be probed. */
  async signInWithPassword(credentials: PasswordCredentials): Promise<IssuedSession> {
    const account = await findCredentialsByEmail(this.pool, credentials.email);
    const passwordMatches = account
      ? await this.passwords.verify(account.passwordHash, credentials.password)
      : await this.passwords.verifyNothing(credentials.password);
    if (!account || !passwordMatches) throw authErrors.invalidCredentials();
    if (this.config.AUTH_REQUIRE_EMAIL_CONFIRMATION && !account.user.emailConfirmedAt) {
      throw authErrors.emailNotConfirmed();
    }
    return this.sessions.start(await recordSignIn(this.pool, account.user.id));
  }

  async getUser(userId: string): Promise<AuthUser> {
    const user = await findUserById(this.pool, userId);
    if (!user) throw authErrors.userNotFound();
    return user;
  }

  /**
   * Applies email, password and metadata changes at once. A new password ends the user's other sessions,
   * as GoTrue does: whoever knew the old password is signed out everywhere else.
   */
  async updateAccount(signedIn: AuthenticatedUser, changes: AccountChanges): Promise<AuthUser> {
    const passwordHash =
      changes.password === undefined ? undefined : await this.newPasswordHash(signedIn, changes.password);
    return withTransaction(this.pool, async (client) => {
      const result = await updateUser(client, signedIn.userId, {
        email: changes.email,
        passwordHash,
        metadata: changes.data && toMetadataPatch(changes.data),
      });
      if (result.kind === 'not_found') throw authErrors.userNotFound();
      if (result.kind === 'email_taken') throw authErrors.emailExists();
      if (passwordHash) await deleteUserSessions(client, signedIn.userId, signedIn.sessionId);
      return result.user;
    });
  }

  private async newPasswordHash(signedIn: AuthenticatedUser, password: string): Promise<string> {
    this.assertStrongPassword(password);
    const currentHash = await findPasswordHash(this.pool, signedIn.userId);
    if (currentHash && (await this.passwords.verify(currentHash, password))) throw authErrors.samePassword();
    return this.passwords.hash(password);
  }

  private assertStrongPassword(password: string): void {
    const weak = weakPassword(password, this.config.AUTH_PASSWORD_MIN_LENGTH);
    if (weak) throw authErrors.weakPassword(weak.message, weak.reasons);
  }
}
