import { Module } from '@nestjs/common';
import { LimitsModule } from '#platform/limits/limits.module';
import { SESSION_USER_RESOLVER } from '#platform/trpc/trpc-context';
import { AccessTokenVerifier } from './access-token-verifier';
import { AccountsService } from './accounts/accounts.service';
import { PasswordHasher } from './accounts/password-hasher';
import { EmailLinksService } from './email-links/email-links.service';
import { GoTrueController } from './gotrue/gotrue.controller';
import { GoTrueEmailController } from './gotrue/gotrue-email.controller';
import { GoTrueMfaController } from './gotrue/gotrue-mfa.controller';
import { GoTrueNotFoundController } from './gotrue/gotrue-not-found.controller';
import { GoTrueUnavailableController } from './gotrue/gotrue-unavailable.controller';
import { EmailSendLimit } from './mail/email-send-limit';
import { AuthRateLimits } from './rate-limits/auth-rate-limits';
import { Mailer } from './mail/mailer';
import { MfaService } from './mfa/mfa.service';
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
  controllers: [
    GoTrueController,
    GoTrueEmailController,
    GoTrueMfaController,
    GoTrueUnavailableController,
    GoTrueNotFoundController,
  ],
  providers: [
    SigningKeyStore,
    AccessTokenIssuer,
    AccessTokenVerifier,
    DownloadTokens,
    PasswordHasher,
    SessionsService,
    AccountsService,
    AuthRateLimits,
    Mailer,
    EmailSendLimit,
    EmailLinksService,
    MfaService,
    AccessTokenUserResolver,
    { provide: SESSION_USER_RESOLVER, useExisting: AccessTokenUserResolver },
  ],
  exports: [AccessTokenVerifier, DownloadTokens, SESSION_USER_RESOLVER],
})
export class AuthModule {}
