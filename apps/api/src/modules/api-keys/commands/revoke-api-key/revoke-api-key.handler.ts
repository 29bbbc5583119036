import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiKey } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { apiKeyNotActive, apiKeyNotFound } from '../../api-key-errors';
import { inactiveReason, revokeActiveApiKey } from '../../api-keys.repository';
import { PostgresApiKeyAuthenticator } from '../../authentication/postgres-api-key-authenticator';
import { RevokeApiKeyCommand } from './revoke-api-key.command';

@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKeyCommand, ApiKey> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PostgresApiKeyAuthenticator) private readonly authenticator: PostgresApiKeyAuthenticator,
  ) {}

  async execute({ ownerId, keyId }: RevokeApiKeyCommand): Promise<ApiKey> {
    const revoked = await revokeActiveApiKey(this.pool, keyId, ownerId);
    if (revoked) {
      this.authenticator.forget(keyId);
      return revoked;
    }
    const reason = await inactiveReason(this.pool, keyId, ownerId);
    throw reason ? apiKeyNotActive(reason) : apiKeyNotFound();
  }
}
