import { Module } from '@nestjs/common';
import { AccessTokenVerifier } from './access-token-verifier';
import { AccountsService } from './accounts/accounts.service';
import { PasswordHasher } from './accounts/password-hasher';
import { GoTrueController } from './gotrue/gotrue.controller';
import { GoTrueNotFoundController } from './gotrue/gotrue-not-found.controller';
import { SessionsService } from './sessions/sessions.service';
import { AccessTokenIssuer } from './tokens/access-token-issuer';
import { DownloadTokens } from './tokens/download-tokens';
import { SigningKeyStore } from './tokens/signing-key-store';

export { AccessTokenVerifier, InvalidAccessTokenError } from './access-token-verifier';
export type { AuthenticatedUser } from './authenticated-user';
export { type DownloadGrant, DownloadTokens, InvalidDownloadTokenError } from './tokens/download-tokens';

/**
 * /auth/v1 (GoTrue's API for auth-js), and the AccessTokenVerifier and DownloadTokens other edges use. Needs the global
 * ConfigModule and DatabaseModule. GoTrueNotFoundController must stay last: it catches the paths no route took.
 */
@Module({
  controllers: [GoTrueController, GoTrueNotFoundController],
  providers: [
    SigningKeyStore,
    AccessTokenIssuer,
    AccessTokenVerifier,
    DownloadTokens,
    PasswordHasher,
    SessionsService,
    AccountsService,
  ],
  exports: [AccessTokenVerifier, DownloadTokens],
})
export class AuthModule {}
