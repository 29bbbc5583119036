import { Body, Controller, Delete, Header, Headers, HttpCode, Inject, Ip, Param, Post, UseFilters } from '@nestjs/common';
import { z } from 'zod';
import { AccessTokenVerifier } from '../access-token-verifier';
import { AuthError, authErrors } from '../auth-error';
import type { AuthenticatedUser } from '../authenticated-user';
import { MfaService } from '../mfa/mfa.service';
import { AuthRateLimits } from '../rate-limits/auth-rate-limits';
import { bearerToken } from './bearer-token';
import { GoTrueExceptionFilter } from './gotrue-exception.filter';
import { EnrollFactorRequest, parseRequest, VerifyFactorRequest } from './gotrue-requests';
import { type GoTrueSession, toGoTrueSession } from './gotrue-responses';

const FactorId = z.uuid();

/**
 * GoTrue's MFA calls for TOTP factors, as auth-js's `mfa` API makes them. Every call needs a session (aal1 will
 * do: it is how the second factor is reached); verifying a challenge raises the session to aal2.
 */
@Controller('auth/v1/factors')
@UseFilters(GoTrueExceptionFilter)
export class GoTrueMfaController {
  constructor(
    @Inject(MfaService) private readonly mfa: MfaService,
    @Inject(AccessTokenVerifier) private readonly verifier: AccessTokenVerifier,
    @Inject(AuthRateLimits) private readonly limits: AuthRateLimits,
  ) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async enroll(@Ip() ip: string, @Headers('authorization') authorization: string | undefined, @Body() body: unknown) {
    const signedIn = await this.signedIn(ip, authorization);
    const input = parseRequest(EnrollFactorRequest, body);
    const enrolled = await this.mfa.enroll(signedIn, { friendlyName: input.friendly_name, issuer: input.issuer });
    return {
      id: enrolled.factor.id,
      type: 'totp',
      friendly_name: enrolled.factor.friendlyName,
      totp: { qr_code: enrolled.qrCodeSvg, secret: enrolled.secret, uri: enrolled.uri },
    };
  }

  @Post(':factorId/challenge')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async challenge(
    @Ip() ip: string,
    @Headers('authorization') authorization: string | undefined,
    @Param('factorId') factorId: string,
  ) {
    const signedIn = await this.signedIn(ip, authorization);
    const challenge = await this.mfa.challenge(signedIn, parseFactorId(factorId));
    return { id: challenge.id, type: 'totp', expires_at: challenge.expiresAt };
  }

  /** Wrong codes count as failed sign-ins, so six digits cannot be tried through. */
  @Post(':factorId/verify')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async verify(
    @Ip() ip: string,
    @Headers('authorization') authorization: string | undefined,
    @Param('factorId') factorId: string,
    @Body() body: unknown,
  ): Promise<GoTrueSession> {
    const signedIn = await this.signedIn(ip, authorization);
    const input = parseRequest(VerifyFactorRequest, body);
    const requester = { ip, account: signedIn.email };
    await this.limits.ensureLeft('failedSignIns', requester);
    const id = parseFactorId(factorId);
    try {
      const session = await this.mfa.verify(signedIn, id, input.challenge_id, input.code);
      return toGoTrueSession(session, await this.mfa.factorsOf(signedIn.userId));
    } catch (error) {
      if (error instanceof AuthError && error.code === 'mfa_verification_failed') {
        await this.limits.spend('failedSignIns', requester);
      }
      throw error;
    }
  }

  @Delete(':factorId')
  @Header('Cache-Control', 'no-store')
  async unenroll(
    @Ip() ip: string,
    @Headers('authorization') authorization: string | undefined,
    @Param('factorId') factorId: string,
  ): Promise<{ id: string }> {
    const signedIn = await this.signedIn(ip, authorization);
    const id = parseFactorId(factorId);
    await this.mfa.unenroll(signedIn, id);
    return { id };
  }

  private async signedIn(ip: string, authorization: string | undefined): Promise<AuthenticatedUser> {
    await this.limits.spend('writes', { ip });
    const signedIn = await this.verifier.verify(bearerToken(authorization));
    await this.limits.spend('writes', { account: signedIn.email });
    return signedIn;
  }
}

/** An id that is no UUID names no factor: GoTrue's 404 rather than a database error. */
function parseFactorId(factorId: string): string {
  if (!FactorId.safeParse(factorId).success) throw authErrors.factorNotFound();
  return factorId;
}
