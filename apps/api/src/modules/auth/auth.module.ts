import { Module } from '@nestjs/common';
import { LimitsModule } from '#platform/limits/limits.module';
import { SESSION_USER_RESOLVER } from '#platform/trpc/trpc-context';
import { AccessTokenVerifier } from './access-token-verifier';
import { AccountsService } from './accounts/accounts.service';
import { PasswordHasher } from './accounts/password-hasher';
import { GoTrueController } from './gotrue/gotrue.controller';
import { GoTrueNotFoundController } from './gotrue/gotrue-not-found.controller';
import { AuthRateLimits } from './rate-limits/auth-rate-limits';
import { AccessTokenUserResolver } from './session-user.resolver';
import { SessionsService } from './sessions/sessions.service';
import { AccessTokenIssuer } from './tokens/access-token-issuer';
import { DownloadTokens } from './tokens/download-tokens';
import { SigningKeyStore } from './tokens/signing-key-store';

export { AccessTokenVerifier, InvalidAccessTokenError } from './access-token-verifier';
export { type DownloadGrant, DownloadTokens, InvalidDownloadTokenError } from './tokens/download-tokens';

/**
 * /auth/v1 (GoTrue's API for auth-js); the signed-in user of tRPC calls (SESSION_USER_RESOLVER), and the
 * AccessTokenVerifier and DownloadTokens other edges use. Needs the global
 * ConfigModule and DatabaseModule. GoTrueNotFoundController must stay last: it catches the paths no route took.
 */
@Module({
  imports: [LimitsModule],
  controllers: [GoTrueController, GoTrueNotFoundController],
  providers: [
    SigningKeyStore,
    AccessTokenIssuer,
    AccessTokenVerifier,
    DownloadTokens,
    PasswordHasher,
    SessionsService,
    AccountsService,
    AuthRateLimits,
    AccessTokenUserResolver,
    { provide: SESSION_USER_RESOLVER, useExisting: AccessTokenUserResolver },
  ],
  exports: [AccessTokenVerifier, DownloadTokens, SESSION_USER_RESOLVER],
})
export class AuthModule {}
