import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Secret, TOTP } from 'otpauth';
import { Pool } from 'pg';
import { toString as qrCodeSvg } from 'qrcode';
import { PG_POOL } from '#platform/database/database.module';
import { authErrors } from '../auth-error';
import type { AuthenticatedUser } from '../authenticated-user';
import { withTransaction } from '../database';
import { type IssuedSession, SessionsService } from '../sessions/sessions.service';
import {
  deleteFactor,
  type Factor,
  findFactor,
  findOpenChallenge,
  insertChallenge,
  insertFactor,
  listFactors,
  spendChallenge,
} from './factors.repository';

const TOTP_PERIOD_SECONDS = 30;
/** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION default. */
export const CHALLENGE_TTL_SECONDS = 300;
const ISSUER = 'Worldloom';

export interface EnrolledTotp {
  readonly factor: Factor;
  readonly secret: string;
  readonly uri: string;
  /** The otpauth URI as an SVG image (GoTrue sends the SVG; auth-js makes it a data URL). */
  readonly qrCodeSvg: string;
}

function totpOf(secret: string, label: string, issuer = ISSUER): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** TOTP factors (RFC 6238, SHA-1, 6 digits, 30 s), as GoTrue's /factors: enroll, challenge, verify, unenroll. */
@Injectable()
export class MfaService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  factorsOf(userId: string): Promise<Factor[]> {
    return listFactors(this.pool, userId);
  }

  async enroll(user: AuthenticatedUser, options: { friendlyName?: string; issuer?: string }): Promise<EnrolledTotp> {
    const secret = new Secret({ size: 20 }).base32;
    const factor = await insertFactor(this.pool, {
      id: randomUUID(),
      userId: user.userId,
      friendlyName: options.friendlyName ?? '',
      secret,
    });
    if (!factor) throw authErrors.factorNameConflict(options.friendlyName ?? '');
    const uri = totpOf(secret, user.email, options.issuer || ISSUER).toString();
    return { factor, secret, uri, qrCodeSvg: await qrCodeSvg(uri, { type: 'svg', margin: 1 }) };
  }

  async challenge(user: AuthenticatedUser, factorId: string): Promise<{ id: string; expiresAt: number }> {
    const factor = await findFactor(this.pool, user.userId, factorId);
    if (!factor) throw authErrors.factorNotFound();
    const id = randomUUID();
    const createdAt = await insertChallenge(this.pool, { id, factorId });
    return { id, expiresAt: Math.floor(createdAt.getTime() / 1000) + CHALLENGE_TTL_SECONDS };
  }

  /**
   * Checks the code against the challenge (one step of clock drift either way); a good code verifies the factor
   * and raises the session to aal2 with fresh tokens.
   */
  async verify(user: AuthenticatedUser, factorId: string, challengeId: string, code: string): Promise<IssuedSession> {
    const factor = await findFactor(this.pool, user.userId, factorId);
    if (!factor) throw authErrors.factorNotFound();
    const challenge = await findOpenChallenge(this.pool, factorId, challengeId);
    if (!challenge) throw authErrors.challengeNotFound();
    if (Date.now() - challenge.createdAt.getTime() > CHALLENGE_TTL_SECONDS * 1000) {
      throw authErrors.challengeExpired(challengeId);
    }
    const delta = totpOf(factor.secret, user.email).validate({ token: code, window: 1 });
    if (delta === null) throw authErrors.invalidTotpCode();
    const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + delta;
    const spent = await withTransaction(this.pool, (client) => spendChallenge(client, factorId, challengeId, step));
    if (!spent) throw authErrors.invalidTotpCode();
    return this.sessions.raiseToAal2(user, 'totp');
  }

  /** GoTrue lets an aal1 session remove only unverified factors: a verified one needs the second factor first. */
  async unenroll(user: AuthenticatedUser, factorId: string): Promise<void> {
    const factor = await findFactor(this.pool, user.userId, factorId);
    if (!factor) throw authErrors.factorNotFound();
    if (factor.status === 'verified' && user.aal !== 'aal2') throw authErrors.insufficientAal();
    await deleteFactor(this.pool, user.userId, factorId);
  }
}
