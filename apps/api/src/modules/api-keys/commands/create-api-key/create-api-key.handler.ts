import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedApiKey } from '@worldloom/contracts';
import { Pool } from 'pg';
import { APP_CONFIG } from '#platform/config/config';
import { PG_POOL } from '#platform/database/database.module';
import { apiKeyLimitReached } from '../../api-key-errors';
import { newApiKeySecret } from '../../api-key-secret';
import type { ApiKeysConfig } from '../../api-keys.config';
import { countActiveApiKeys, insertApiKey } from '../../api-keys.repository';
import { expiryOf } from './api-key-expiry';
import { CreateApiKeyCommand } from './create-api-key.command';

/**
 * Stores the new key's hash and prefix; the key itself leaves only in this answer. Refused (409) while the user
 * holds MAX_API_KEYS_PER_USER active keys; two creations racing at the cap may both pass it.
 */
@CommandHandler(CreateApiKeyCommand)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKeyCommand, CreatedApiKey> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: ApiKeysConfig,
  ) {}

  async execute({ ownerId, input }: CreateApiKeyCommand): Promise<CreatedApiKey> {
    const active = await countActiveApiKeys(this.pool, ownerId);
    if (active >= this.config.MAX_API_KEYS_PER_USER) throw apiKeyLimitReached(active, this.config.MAX_API_KEYS_PER_USER);
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
