import { Body, Controller, Get, Header, Headers, HttpCode, Inject, Ip, Post, Put, Query, UseFilters } from '@nestjs/common';
import type { JWK } from 'jose';
import { APP_CONFIG } from '#platform/config/config';
import { AccessTokenVerifier } from '../access-token-verifier';
import { AccountsService } from '../accounts/accounts.service';
import type { AuthConfig } from '../auth.config';
import { EmailLinksService } from '../email-links/email-links.service';
import { MfaService } from '../mfa/mfa.service';
import { type IssuedSession } from '../sessions/sessions.service';
import type { AuthenticatedUser } from '../authenticated-user';
import { AuthError, authErrors } from '../auth-error';
import { AuthRateLimits } from '../rate-limits/auth-rate-limits';
import { SessionsService } from '../sessions/sessions.service';
import { SigningKeyStore } from '../tokens/signing-key-store';
import { bearerToken } from './bearer-token';
import { GoTrueExceptionFilter } from './gotrue-exception.filter';
import {
  GrantType,
  parseRequest,
  PasswordGrantRequest,
  RedirectToParam,
  RefreshGrantRequest,
  SignOutScopeParam,
  SignUpRequest,
  UpdateUserRequest,
} from './gotrue-requests';
import { type GoTrueSession, type GoTrueUser, toGoTrueSession, toGoTrueUser } from './gotrue-responses';
import { allowedRedirect } from './redirect-url';

/**
 * The subset of GoTrue's HTTP API that @supabase/auth-js uses for password accounts (ARCHITECTURE.md).
 * Tokens and account data are `no-store` (RFC 6749 §5.1); the key set may be cached as long as auth-js does (10 min).
 * Every write is counted against the client's address before anything else, and against its account once the
 * request names one (AuthRateLimits).
 */
@Controller('auth/v1')
@UseFilters(GoTrueExceptionFilter)
export class GoTrueController {
  constructor(
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AccessTokenVerifier) private readonly verifier: AccessTokenVerifier,
    @Inject(SigningKeyStore) private readonly keys: SigningKeyStore,
    @Inject(AuthRateLimits) private readonly limits: AuthRateLimits,
    @Inject(EmailLinksService) private readonly emailLinks: EmailLinksService,
    @Inject(MfaService) private readonly mfa: MfaService,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  /**
   * A session, or (when e-mail confirmation is required) the bare user, which auth-js reads as "no session",
   * and the confirmation mail, whose link leads to `redirect_to` when allowed (allowedRedirect).
   */
  @Post('signup')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async signUp(
    @Ip() ip: string,
    @Query('redirect_to') redirectTo: unknown,
    @Body() body: unknown,
  ): Promise<GoTrueSession | GoTrueUser> {
    await this.limits.spend('writes', { ip });
    const input = parseRequest(SignUpRequest, body);
    await this.limits.spend('writes', { account: input.email });
    await this.limits.spend('signUps', { ip, account: input.email });
    const { user, session } = await this.accounts.signUp({ ...input, userMetadata: input.data });
    if (session) return toGoTrueSession(session);
    await this.emailLinks.sendConfirmation(user, allowedRedirect(this.config, parseRequest(RedirectToParam, redirectTo)));
    return toGoTrueUser(user);
  }

  @Post('token')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async token(@Ip() ip: string, @Query('grant_type') grantType: unknown, @Body() body: unknown): Promise<GoTrueSession> {
    await this.limits.spend('writes', { ip });
    switch (parseRequest(GrantType, grantType)) {
      case 'password':
        return this.presentSession(await this.signInWithPassword(ip, body));
      case 'refresh_token': {
        const { refresh_token } = parseRequest(RefreshGrantRequest, body);
        const account = await this.sessions.ownerEmailOf(refresh_token);
        await this.limits.spend('writes', { account });
        await this.limits.spend('tokenRefreshes', { ip, account });
        return this.presentSession(await this.sessions.refresh(refresh_token));
      }
      case 'id_token':
        throw authErrors.providerNotEnabled();
      case 'web3':
        throw authErrors.web3Disabled();
    }
  }

  @Post('logout')
  @HttpCode(204)
  async logout(
    @Ip() ip: string,
    @Headers('authorization') authorization: string | undefined,
    @Query('scope') scope: unknown,
  ): Promise<void> {
    await this.limits.spend('writes', { ip });
    const signedIn = await this.authenticate(authorization);
    await this.limits.spend('writes', { account: signedIn.email });
    await this.sessions.end(signedIn, parseRequest(SignOutScopeParam, scope));
  }

  @Get('user')
  @Header('Cache-Control', 'no-store')
  async getUser(@Headers('authorization') authorization: string | undefined): Promise<GoTrueUser> {
    const { userId } = await this.authenticate(authorization);
    return toGoTrueUser(await this.accounts.getUser(userId), await this.mfa.factorsOf(userId));
  }

  @Put('user')
  @Header('Cache-Control', 'no-store')
  async updateUser(
    @Ip() ip: string,
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ): Promise<GoTrueUser> {
    await this.limits.spend('writes', { ip });
    const signedIn = await this.authenticate(authorization);
    await this.limits.spend('writes', { account: signedIn.email });
    const changes = parseRequest(UpdateUserRequest, body);
    if (changes.password !== undefined) await this.ensureReauthenticated(signedIn, changes.nonce);
    return toGoTrueUser(await this.accounts.updateAccount(signedIn, changes), await this.mfa.factorsOf(signedIn.userId));
  }

  @Get('.well-known/jwks.json')
  @Header('Cache-Control', 'public, max-age=600')
  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: await this.keys.publicJwks() };
  }

  /**
   * A password is checked only while the address and the account have failures left; a wrong one spends one
   * of each. Success resets nothing (AuthRateLimits).
   */
  private async signInWithPassword(ip: string, body: unknown) {
    const credentials = parseRequest(PasswordGrantRequest, body, authErrors.missingCredentials);
    const requester = { ip, account: credentials.email };
    await this.limits.spend('writes', { account: credentials.email });
    await this.limits.ensureLeft('failedSignIns', requester);
    try {
      return await this.accounts.signInWithPassword(credentials);
    } catch (error) {
      if (error instanceof AuthError && error.code === 'invalid_credentials') await this.limits.spend('failedSignIns', requester);
      throw error;
    }
  }

  /**
   * With AUTH_SECURE_PASSWORD_CHANGE=true a new password needs the nonce /reauthenticate mailed, except in a
   * recovery session younger than a mailed link's lifetime: following the link has just proven the same mailbox.
   */
  private async ensureReauthenticated(signedIn: AuthenticatedUser, nonce: string | undefined): Promise<void> {
    if (!this.config.AUTH_SECURE_PASSWORD_CHANGE) return;
    const recoveredSince = Math.floor(Date.now() / 1000) - this.config.AUTH_EMAIL_LINK_TTL_SECONDS;
    if (signedIn.amr?.some((entry) => entry.method === 'recovery' && entry.timestamp >= recoveredSince)) return;
    if (nonce === undefined || nonce === '') throw authErrors.reauthenticationNeeded();
    if (!(await this.emailLinks.spendReauthenticationNonce(signedIn.userId, nonce))) {
      throw authErrors.reauthenticationNotValid();
    }
  }

  /** The session with its user's factors, which auth-js's MFA calls read from `session.user`. */
  private async presentSession(session: IssuedSession): Promise<GoTrueSession> {
    return toGoTrueSession(session, await this.mfa.factorsOf(session.user.id));
  }

  private authenticate(authorization: string | undefined): Promise<AuthenticatedUser> {
    return this.verifier.verify(bearerToken(authorization));
  }
}
