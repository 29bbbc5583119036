import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG } from '#platform/config/config';
import { PG_POOL } from '#platform/database/database.module';
import type { AuthUser } from '../accounts/auth-user';
import { PasswordHasher } from '../accounts/password-hasher';
import { confirmAndRecordSignIn, findUserByEmail, insertUser } from '../accounts/users.repository';
import type { AuthConfig } from '../auth.config';
import { authErrors } from '../auth-error';
import { EmailSendLimit } from '../mail/email-send-limit';
import {
  confirmationMail,
  type MailContent,
  magicLinkMail,
  reauthenticationMail,
  recoveryMail,
} from '../mail/mail-templates';
import { MailDeliveryError, Mailer } from '../mail/mailer';
import { type IssuedSession, SessionsService } from '../sessions/sessions.service';
import type { VerifyType } from './verify-type';
import { accessTokenIssuer } from '../tokens/access-token';
import { hashLinkToken, hashOneTimeCode, newLinkToken, newOneTimeCode } from '../tokens/one-time-token';
import {
  type OneTimeTokenPurpose,
  replaceOneTimeToken,
  spendTokenByCode,
  spendTokenByHash,
} from '../tokens/one-time-tokens.repository';


/** Which mailed tokens each verify type accepts, and the sign-in method (amr) the session then records. */
const VERIFIES: Record<VerifyType, { purposes: OneTimeTokenPurpose[]; method: string }> = {
  signup: { purposes: ['confirmation'], method: 'otp' },
  email: { purposes: ['magiclink', 'confirmation'], method: 'otp' },
  magiclink: { purposes: ['magiclink'], method: 'magiclink' },
  recovery: { purposes: ['recovery'], method: 'recovery' },
};

/**
 * Everything /auth/v1 proves by mail: sign-up confirmation, password recovery, magic links and codes, and the
 * nonce of a secure password change. Tokens are random, stored hashed, single use and expire after
 * AUTH_EMAIL_LINK_TTL_SECONDS; each address receives at most AUTH_EMAIL_RATE_LIMIT_PER_HOUR mails.
 */
@Injectable()
export class EmailLinksService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(EmailSendLimit) private readonly sendLimit: EmailSendLimit,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
  ) {}

  async sendConfirmation(user: AuthUser, redirectTo: string): Promise<void> {
    const { link } = await this.issue(user, 'confirmation', 'signup', redirectTo);
    await this.send(user.email, confirmationMail({ link, validMinutes: this.validMinutes() }));
  }

  /** Sends a new confirmation link to an account still unconfirmed; silently nothing otherwise (no probing). */
  async resendConfirmation(email: string, redirectTo: string): Promise<void> {
    const user = await findUserByEmail(this.pool, email);
    if (user && !user.emailConfirmedAt) await this.sendConfirmation(user, redirectTo);
  }

  /** The same answer whether or not the address has an account: only an account's owner learns it by mail. */
  async sendRecovery(email: string, redirectTo: string): Promise<void> {
    const user = await findUserByEmail(this.pool, email);
    if (!user) return;
    const { link } = await this.issue(user, 'recovery', 'recovery', redirectTo);
    await this.send(user.email, recoveryMail({ link, validMinutes: this.validMinutes() }));
  }

  /** A magic link and a 6-digit code; an unknown address gets an account first, unless `createUser` is false. */
  async sendMagicLink(
    email: string,
    options: { createUser: boolean; userMetadata: Record<string, unknown>; redirectTo: string },
  ): Promise<void> {
    const user = (await findUserByEmail(this.pool, email)) ?? (await this.createPasswordlessUser(email, options));
    const { link, code } = await this.issue(user, 'magiclink', 'magiclink', options.redirectTo);
    await this.send(user.email, magicLinkMail({ link, code, validMinutes: this.validMinutes() }));
  }

  async sendReauthenticationNonce(user: AuthUser): Promise<void> {
    const { code } = await this.issue(user, 'reauthentication', null, null);
    await this.send(user.email, reauthenticationMail({ code, validMinutes: this.validMinutes() }));
  }

  /** Spends a reauthentication nonce of the user; false for a wrong, used or expired one. */
  async spendReauthenticationNonce(userId: string, nonce: string): Promise<boolean> {
    return (await spendTokenByCode(this.pool, userId, hashOneTimeCode(userId, nonce), ['reauthentication'])) !== null;
  }

  /** A link's token (GoTrue's token_hash): spends it and signs its user in. */
  async verifyLinkToken(type: VerifyType, token: string): Promise<IssuedSession> {
    const spent = await spendTokenByHash(this.pool, hashLinkToken(token), VERIFIES[type].purposes);
    if (!spent) throw authErrors.otpExpired();
    return this.signIn(spent.userId, VERIFIES[type].method);
  }

  /** A 6-digit code sent to `email`: spends it and signs the address's user in. */
  async verifyCode(type: VerifyType, email: string, code: string): Promise<IssuedSession> {
    const user = await findUserByEmail(this.pool, email);
    const spent = user && (await spendTokenByCode(this.pool, user.id, hashOneTimeCode(user.id, code), VERIFIES[type].purposes));
    if (!spent) throw authErrors.otpExpired();
    return this.signIn(spent.userId, VERIFIES[type].method);
  }

  private async signIn(userId: string, method: string): Promise<IssuedSession> {
    const user = await confirmAndRecordSignIn(this.pool, userId);
    if (!user) throw authErrors.otpExpired();
    return this.sessions.start(user, this.pool, method);
  }

  private async createPasswordlessUser(
    email: string,
    options: { createUser: boolean; userMetadata: Record<string, unknown> },
  ): Promise<AuthUser> {
    if (!options.createUser) throw authErrors.otpSignUpsDisabled();
    // No password is ever told to anyone: the hash of random bytes matches nothing a person could type.
    const passwordHash = await this.passwords.hash(randomBytes(32).toString('base64'));
    const user = await insertUser(this.pool, {
      id: randomUUID(),
      identityId: randomUUID(),
      email,
      passwordHash,
      userMetadata: options.userMetadata,
      confirmed: false,
    });
    // Created by a concurrent request meanwhile: that account is the one.
    return user ?? ((await findUserByEmail(this.pool, email)) as AuthUser);
  }

  /** Stores a fresh token for `purpose`; the link (when `linkType` is set) carries the token, the code works in its place. */
  private async issue(
    user: AuthUser,
    purpose: OneTimeTokenPurpose,
    linkType: VerifyType | null,
    redirectTo: string | null,
  ): Promise<{ link: string; code: string }> {
    // Counted before the token replaces the last one: a refused mail leaves the link already sent working.
    await this.sendLimit.spend(user.email);
    const token = newLinkToken();
    const code = newOneTimeCode();
    await replaceOneTimeToken(this.pool, {
      userId: user.id,
      purpose,
      tokenHash: hashLinkToken(token),
      codeHash: hashOneTimeCode(user.id, code),
      ttlSeconds: this.config.AUTH_EMAIL_LINK_TTL_SECONDS,
    });
    const link = new URL(`${accessTokenIssuer(this.config)}/verify`);
    link.searchParams.set('token', token);
    if (linkType) link.searchParams.set('type', linkType);
    if (redirectTo) link.searchParams.set('redirect_to', redirectTo);
    return { link: link.toString(), code };
  }

  private async send(to: string, content: MailContent): Promise<void> {
    try {
      await this.mailer.send({ to, ...content });
    } catch (error) {
      if (error instanceof MailDeliveryError) throw authErrors.mailFailed();
      throw error;
    }
  }

  private validMinutes(): number {
    return Math.max(1, Math.round(this.config.AUTH_EMAIL_LINK_TTL_SECONDS / 60));
  }
}
