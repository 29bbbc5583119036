import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedApiKey } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { newApiKeySecret } from '../../api-key-secret';
import { insertApiKey } from '../../api-keys.repository';
import { expiryOf } from './api-key-expiry';
import { CreateApiKeyCommand } from './create-api-key.command';

/** Stores the new key's hash and prefix; the key itself leaves only in this answer. */
@CommandHandler(CreateApiKeyCommand)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKeyCommand, CreatedApiKey> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ ownerId, input }: CreateApiKeyCommand): Promise<CreatedApiKey> {
    const createdAt = new Date();
    const expiresAt = expiryOf(input, createdAt);
    const secret = newApiKeySecret();
    const id = randomUUID();
    await insertApiKey(this.pool, {
      id,
      userId: ownerId,
      name: input.name,
      prefix: secret.prefix,
      hash: secret.hash,
      createdAt,
      expiresAt,
    });
    return {
      id,
      name: input.name,
      key: secret.key,
      key_prefix: secret.prefix,
      created_at: createdAt.toISOString(),
      expires_at: expiresAt?.toISOString() ?? null,
    };
  }
}
