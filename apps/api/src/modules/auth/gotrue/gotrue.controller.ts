import { Body, Controller, Get, Header, Headers, HttpCode, Inject, Post, Put, Query, UseFilters } from '@nestjs/common';
import type { JWK } from 'jose';
import { AccessTokenVerifier } from '../access-token-verifier';
import { AccountsService } from '../accounts/accounts.service';
import type { AuthenticatedUser } from '../authenticated-user';
import { authErrors } from '../auth-error';
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
 */
@Controller('auth/v1')
@UseFilters(GoTrueExceptionFilter)
export class GoTrueController {
  constructor(
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AccessTokenVerifier) private readonly verifier: AccessTokenVerifier,
    @Inject(SigningKeyStore) private readonly keys: SigningKeyStore,
  ) {}

  /** A session, or (when e-mail confirmation is required) the bare user, which auth-js reads as "no session". */
  @Post('signup')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async signUp(@Body() body: unknown): Promise<GoTrueSession | GoTrueUser> {
    const input = parseRequest(SignUpRequest, body);
    const { user, session } = await this.accounts.signUp({ ...input, userMetadata: input.data });
    return session ? toGoTrueSession(session) : toGoTrueUser(user);
  }

  @Post('token')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async token(@Query('grant_type') grantType: unknown, @Body() body: unknown): Promise<GoTrueSession> {
    switch (parseRequest(GrantType, grantType)) {
      case 'password': {
        const credentials = parseRequest(PasswordGrantRequest, body, authErrors.missingCredentials);
        return toGoTrueSession(await this.accounts.signInWithPassword(credentials));
      }
      case 'refresh_token': {
        const { refresh_token } = parseRequest(RefreshGrantRequest, body);
        return toGoTrueSession(await this.sessions.refresh(refresh_token));
      }
    }
  }

  @Post('logout')
  @HttpCode(204)
  async logout(
    @Headers('authorization') authorization: string | undefined,
    @Query('scope') scope: unknown,
  ): Promise<void> {
    const signedIn = await this.authenticate(authorization);
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
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ): Promise<GoTrueUser> {
    const signedIn = await this.authenticate(authorization);
    const changes = parseRequest(UpdateUserRequest, body);
    return toGoTrueUser(await this.accounts.updateAccount(signedIn, changes));
  }

  @Get('.well-known/jwks.json')
  @Header('Cache-Control', 'public, max-age=600')
  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: await this.keys.publicJwks() };
  }

  private authenticate(authorization: string | undefined): Promise<AuthenticatedUser> {
    return this.verifier.verify(bearerToken(authorization));
  }
}
