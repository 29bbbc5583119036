import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { API_KEY_AUTHENTICATOR } from '#platform/rest/api-key-auth';
import { RateLimitModule } from '#platform/rest/rate-limit/rate-limit.module';
import { PostgresApiKeyAuthenticator } from './authentication/postgres-api-key-authenticator';
import { CreateApiKeyHandler } from './commands/create-api-key/create-api-key.handler';
import { RenameApiKeyHandler } from './commands/rename-api-key/rename-api-key.handler';
import { RevokeApiKeyHandler } from './commands/revoke-api-key/revoke-api-key.handler';
import { ListApiKeysHandler } from './queries/list-api-keys/list-api-keys.handler';

/**
 * The `auth.apiKeys.*` handlers, and what a REST controller needs for
 * `@UseGuards(ApiKeyGuard, RateLimitGuard)`: API_KEY_AUTHENTICATOR and the RateLimiter. Global, so
 * REST modules need not import it. Needs the global ConfigModule and DatabaseModule, and CqrsModule.forRoot().
 */
@Global()
@Module({
  imports: [CqrsModule, RateLimitModule],
  providers: [
    PostgresApiKeyAuthenticator,
    { provide: API_KEY_AUTHENTICATOR, useExisting: PostgresApiKeyAuthenticator },
    CreateApiKeyHandler,
    RenameApiKeyHandler,
    RevokeApiKeyHandler,
    ListApiKeysHandler,
  ],
  exports: [API_KEY_AUTHENTICATOR, RateLimitModule],
})
export class ApiKeysModule {}
