import { Test } from '@nestjs/testing';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { loadPlatformConfig as loadConfig } from '../config/config';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { EventStoreModule } from './event-store.module';
import { EVENT_STORE, type EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { PostgresEventStore } from './postgres-event-store';

describe('EventStoreModule', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db?.drop();
  });

  async function startApp(env: NodeJS.ProcessEnv) {
    const moduleRef = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(loadConfig(env)),
        DatabaseModule.forRoot({ url: db.url, poolSize: 2 }),
        EventStoreModule.forRoot({ databaseUrl: db.url }),
      ],
    }).compile();
    return moduleRef.init();
  }

  it('provides the Postgres store by default, working on the app’s pool, and closes it on shutdown', async () => {
    const app = await startApp({});
    const store = app.get<EventStore>(EVENT_STORE);
    const stopped = jest.fn();

    const subscription = store.subscribeToAll(async () => undefined);
    void subscription.done.then(stopped);
    const appended = await store.appendToStream('module-check', [
      { id: '0b6f3c55-8f4e-4a57-9d4c-2a9f1f0d7e11', type: 'Checked', data: {}, metadata: {} },
    ], 'no_stream');
    await app.close();

    expect(store).toBeInstanceOf(PostgresEventStore);
    expect(appended.nextExpectedRevision).toBe(0n);
    expect(stopped).toHaveBeenCalled();
  });

  it('provides the EventStoreDB store when configured', async () => {
    const app = await startApp({ EVENT_STORE: 'eventstoredb', ESDB_CONNECTION_STRING: 'esdb://127.0.0.1:1?tls=false' });

    expect(app.get(EVENT_STORE)).toBeInstanceOf(EventStoreDbEventStore);
    await app.close();
  });
});
