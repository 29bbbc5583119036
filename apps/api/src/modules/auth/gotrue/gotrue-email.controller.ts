import { Body, Controller, Get, Header, Headers, HttpCode, Inject, Ip, Post, Query, Res, UseFilters } from '@nestjs/common';
import type { Response } from 'express';
import { APP_CONFIG } from '#platform/config/config';
import { AccessTokenVerifier } from '../access-token-verifier';
import { AccountsService } from '../accounts/accounts.service';
import type { AuthConfig } from '../auth.config';
import { AuthError, authErrors } from '../auth-error';
import { EmailLinksService } from '../email-links/email-links.service';
import type { VerifyType } from '../email-links/verify-type';
import { MfaService } from '../mfa/mfa.service';
import { AuthRateLimits } from '../rate-limits/auth-rate-limits';
import type { IssuedSession } from '../sessions/sessions.service';
import { bearerToken } from './bearer-token';
import { GoTrueExceptionFilter } from './gotrue-exception.filter';
import {
  OtpRequest,
  parseRequest,
  PhoneVerifyRequest,
  RecoverRequest,
  RedirectToParam,
  ResendRequest,
  VerifyLinkQuery,
  VerifyRequest,
} from './gotrue-requests';
import { type GoTrueSession, toGoTrueSession } from './gotrue-responses';
import { allowedRedirect } from './redirect-url';

/**
 * GoTrue's calls that go through the user's mailbox: confirmation (/resend), recovery (/recover), magic link and
 * code (/otp), their /verify, and the nonce of a secure password change (/reauthenticate). The mail-sending
 * calls answer `{}` whether or not the address has an account, so they cannot be used to probe for one.
 */
@Controller('auth/v1')
@UseFilters(GoTrueExceptionFilter)
export class GoTrueEmailController {
  constructor(
    @Inject(EmailLinksService) private readonly emailLinks: EmailLinksService,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(MfaService) private readonly mfa: MfaService,
    @Inject(AccessTokenVerifier) private readonly verifier: AccessTokenVerifier,
    @Inject(AuthRateLimits) private readonly limits: AuthRateLimits,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  @Post('recover')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async recover(@Ip() ip: string, @Query('redirect_to') redirectTo: unknown, @Body() body: unknown): Promise<object> {
    await this.limits.spend('writes', { ip });
    const { email } = parseRequest(RecoverRequest, body);
    await this.limits.spend('writes', { account: email });
    await this.emailLinks.sendRecovery(email, this.redirect(redirectTo));
    return {};
  }

  @Post('resend')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async resend(@Ip() ip: string, @Query('redirect_to') redirectTo: unknown, @Body() body: unknown): Promise<object> {
    await this.limits.spend('writes', { ip });
    const { email } = parseRequest(ResendRequest, body);
    await this.limits.spend('writes', { account: email });
    await this.emailLinks.resendConfirmation(email, this.redirect(redirectTo));
    return {};
  }

  @Post('otp')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async otp(@Ip() ip: string, @Query('redirect_to') redirectTo: unknown, @Body() body: unknown): Promise<object> {
    await this.limits.spend('writes', { ip });
    const input = parseRequest(OtpRequest, body);
    await this.limits.spend('writes', { account: input.email });
    if (input.create_user) await this.limits.spend('signUps', { ip, account: input.email });
    await this.emailLinks.sendMagicLink(input.email, {
      createUser: input.create_user,
      userMetadata: input.data,
      redirectTo: this.redirect(redirectTo),
    });
    return {};
  }

  /** A signed-in user asks for the nonce that a password change needs when AUTH_SECURE_PASSWORD_CHANGE=true. */
  @Get('reauthenticate')
  @Header('Cache-Control', 'no-store')
  async reauthenticate(@Ip() ip: string, @Headers('authorization') authorization: string | undefined): Promise<object> {
    await this.limits.spend('writes', { ip });
    const signedIn = await this.verifier.verify(bearerToken(authorization));
    await this.limits.spend('writes', { account: signedIn.email });
    await this.emailLinks.sendReauthenticationNonce(await this.accounts.getUser(signedIn.userId));
    return {};
  }

  /**
   * A mail's link: signs its user in and sends the browser on to `redirect_to` with the session in the URL
   * fragment, as GoTrue's implicit flow does (auth-js's detectSessionInUrl takes it from there, and fires
   * PASSWORD_RECOVERY for a recovery link). A used or expired link goes there too, with GoTrue's error fragment.
   */
  @Get('verify')
  async verifyLink(@Ip() ip: string, @Query() query: unknown, @Res() response: Response): Promise<void> {
    await this.limits.spend('writes', { ip });
    const { token, type, redirect_to } = parseRequest(VerifyLinkQuery, query);
    const target = this.redirect(redirect_to);
    response.setHeader('Cache-Control', 'no-store');
    try {
      const session = await this.emailLinks.verifyLinkToken(type, token);
      response.redirect(303, withFragment(target, sessionFragment(session, type)));
    } catch (error) {
      if (!(error instanceof AuthError && error.code === 'otp_expired')) throw error;
      response.redirect(
        303,
        withFragment(target, {
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        }),
      );
    }
  }

  /**
   * auth-js's verifyOtp: the link's token as `token_hash`, or the mailed 6-digit code as `token` with `email`.
   * Wrong codes count as failed sign-ins, so a code cannot be guessed by trying them all.
   */
  @Post('verify')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async verify(@Ip() ip: string, @Body() body: unknown): Promise<GoTrueSession> {
    await this.limits.spend('writes', { ip });
    if (PhoneVerifyRequest.safeParse(body).success) throw authErrors.otpExpired();
    const input = parseRequest(VerifyRequest, body);
    if ('token_hash' in input) return this.present(await this.emailLinks.verifyLinkToken(input.type, input.token_hash));
    const requester = { ip, account: input.email };
    await this.limits.spend('writes', { account: input.email });
    await this.limits.ensureLeft('failedSignIns', requester);
    try {
      return this.present(await this.emailLinks.verifyCode(input.type, input.email, input.token));
    } catch (error) {
      if (error instanceof AuthError && error.code === 'otp_expired') await this.limits.spend('failedSignIns', requester);
      throw error;
    }
  }

  private redirect(requested: unknown): string {
    return allowedRedirect(this.config, parseRequest(RedirectToParam, requested));
  }

  private async present(session: IssuedSession): Promise<GoTrueSession> {
    return toGoTrueSession(session, await this.mfa.factorsOf(session.user.id));
  }
}

/** GoTrue's implicit-flow fragment: what auth-js's `_getSessionFromURL` reads. */
function sessionFragment(session: IssuedSession, type: VerifyType): Record<string, string> {
  return {
    access_token: session.accessToken.token,
    expires_at: String(session.accessToken.expiresAt),
    expires_in: String(session.accessToken.expiresIn),
    refresh_token: session.refreshToken,
    token_type: 'bearer',
    type,
  };
}

function withFragment(url: string, values: Record<string, string>): string {
  const target = new URL(url);
  target.hash = new URLSearchParams(values).toString();
  return target.toString();
}
