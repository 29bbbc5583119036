import { Body, Controller, Get, Header, Headers, HttpCode, Inject, Ip, Post, Put, Query, UseFilters } from '@nestjs/common';
import type { JWK } from 'jose';
import { AccessTokenVerifier } from '../access-token-verifier';
import { AccountsService } from '../accounts/accounts.service';
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
  RefreshGrantRequest,
  SignOutScopeParam,
  SignUpRequest,
  UpdateUserRequest,
} from './gotrue-requests';
import { type GoTrueSession, type GoTrueUser, toGoTrueSession, toGoTrueUser } from './gotrue-responses';

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
  ) {}

  /** A session, or (when e-mail confirmation is required) the bare user, which auth-js reads as "no session". */
  @Post('signup')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async signUp(@Ip() ip: string, @Body() body: unknown): Promise<GoTrueSession | GoTrueUser> {
    await this.limits.spend('writes', { ip });
    const input = parseRequest(SignUpRequest, body);
    await this.limits.spend('writes', { account: input.email });
    await this.limits.spend('signUps', { ip, account: input.email });
    const { user, session } = await this.accounts.signUp({ ...input, userMetadata: input.data });
    return session ? toGoTrueSession(session) : toGoTrueUser(user);
  }

  @Post('token')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async token(@Ip() ip: string, @Query('grant_type') grantType: unknown, @Body() body: unknown): Promise<GoTrueSession> {
    await this.limits.spend('writes', { ip });
    switch (parseRequest(GrantType, grantType)) {
      case 'password':
        return toGoTrueSession(await this.signInWithPassword(ip, body));
      case 'refresh_token': {
        const { refresh_token } = parseRequest(RefreshGrantRequest, body);
        const account = await this.sessions.ownerEmailOf(refresh_token);
        await this.limits.spend('writes', { account });
        await this.limits.spend('tokenRefreshes', { ip, account });
        return toGoTrueSession(await this.sessions.refresh(refresh_token));
      }
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
    return toGoTrueUser(await this.accounts.getUser(userId));
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
    return toGoTrueUser(await this.accounts.updateAccount(signedIn, changes));
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

  private authenticate(authorization: string | undefined): Promise<AuthenticatedUser> {
    return this.verifier.verify(bearerToken(authorization));
  }
}
