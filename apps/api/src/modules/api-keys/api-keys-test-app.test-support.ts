import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Controller, Get, type INestApplication, UseGuards } from '@nestjs/common';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import type { CreateApiKeyInput, CreatedApiKey } from '@worldloom/contracts';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { loadConfig } from '../../app.config';
import { ConfigModule } from '#platform/config/config.module';
import { DatabaseModule } from '#platform/database/database.module';
import type { AuthenticatedApiKey } from '#platform/rest/api-key-auth';
import { ApiKeyGuard } from '#platform/rest/api-key.guard';
import { CurrentApiKey } from '#platform/rest/current-api-key.decorator';
import { RateLimitGuard } from '#platform/rest/rate-limit/rate-limit.guard';
import { ApiKeysModule } from './api-keys.module';
import { CreateApiKeyCommand } from './commands/create-api-key/create-api-key.command';
import { RevokeApiKeyCommand } from './commands/revoke-api-key/revoke-api-key.command';

/** A REST route guarded as every public REST controller is; it answers with the key it saw. */
@Controller('api/probe')
@UseGuards(ApiKeyGuard, RateLimitGuard)
class ApiKeyProbeController {
  @Get()
  whoAmI(@CurrentApiKey() key: AuthenticatedApiKey): AuthenticatedApiKey {
    return key;
  }
}

export interface ApiKeyTestApp {
  readonly app: INestApplication;
  readonly database: TestDatabase;
  /** `http://127.0.0.1:<port>/api/probe`, behind ApiKeyGuard and RateLimitGuard. */
  readonly probeUrl: string;
  /** GET the probe, with `x-api-key` when a key is given. */
  probe(key?: string): Promise<Response>;
  createUser(): Promise<string>;
  createKey(userId: string, input?: Partial<CreateApiKeyInput>): Promise<CreatedApiKey>;
  revokeKey(userId: string, keyId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * ApiKeysModule (with the rate limiter) and the probe route on a migrated database, listening on a
 * free port. Several instances may share one database (and one Redis, through `env`).
 */
export async function startApiKeyTestApp(
  env: Record<string, string> = {},
  sharedDatabase?: TestDatabase,
): Promise<ApiKeyTestApp> {
  const database = sharedDatabase ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', ...env });
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      DatabaseModule.forRoot({ url: database.url, poolSize: 5 }),
      CqrsModule.forRoot(),
      ApiKeysModule,
    ],
    controllers: [ApiKeyProbeController],
  }).compile();
  const app = moduleRef.createNestApplication({ logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const probeUrl = `http://127.0.0.1:${port}/api/probe`;
  const commandBus = app.get(CommandBus);
  return {
    app,
    database,
    probeUrl,
    probe: (key) => fetch(probeUrl, { headers: key === undefined ? {} : { 'x-api-key': key } }),
    async createUser() {
      const userId = randomUUID();
      await database.pool.query(
        `INSERT INTO auth_users (id, identity_id, email, password_hash) VALUES ($1, $2, $3, 'not a hash')`,
        [userId, randomUUID(), `${userId}@example.test`],
      );
      return userId;
    },
    createKey: (userId, input = {}) =>
      commandBus.execute(new CreateApiKeyCommand(userId, { name: 'test key', ...input })),
    async revokeKey(userId, keyId) {
      await commandBus.execute(new RevokeApiKeyCommand(userId, keyId));
    },
    async close() {
      await app.close();
      if (!sharedDatabase) await database.drop();
    },
  };
}
