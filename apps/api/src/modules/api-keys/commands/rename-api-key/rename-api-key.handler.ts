import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiKey } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { apiKeyNotActive, apiKeyNotFound } from '../../api-key-errors';
import { inactiveReason, renameActiveApiKey } from '../../api-keys.repository';
import { RenameApiKeyCommand } from './rename-api-key.command';

@CommandHandler(RenameApiKeyCommand)
export class RenameApiKeyHandler implements ICommandHandler<RenameApiKeyCommand, ApiKey> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ ownerId, keyId, name }: RenameApiKeyCommand): Promise<ApiKey> {
    const renamed = await renameActiveApiKey(this.pool, keyId, ownerId, name);
    if (renamed) return renamed;
    const reason = await inactiveReason(this.pool, keyId, ownerId);
    throw reason ? apiKeyNotActive(reason) : apiKeyNotFound();
  }
}
