import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { loadPlatformConfig as loadConfig } from '../config/config';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { countingProjection, createCountsTable, readCounts } from './counting-projection.test-support';
import { ReadYourWritesTimeoutError } from './projection-progress';
import { ProjectionsService } from './projections.service';

describe('read-your-writes', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const services: ProjectionsService[] = [];

  function service(role: 'all' | 'api'): ProjectionsService {
    const created = new ProjectionsService([countingProjection()], database.pool, store, loadConfig({ API_ROLE: role }));
    services.push(created);
    return created;
  }

  async function appendOne(): Promise<Awaited<ReturnType<PostgresEventStore['appendToStream']>>> {
    return store.appendToStream(`counted-${randomUUID()}`, [{ id: randomUUID(), type: 'Counted', data: {}, metadata: {} }], 'no_stream');
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore(database.pool, database.url);
    await createCountsTable(database.pool);
  });

  afterAll(async () => {
    await Promise.all(services.map((created) => created.beforeApplicationShutdown()));
    await store.close();
    await database.drop();
  });

  it('resolves once every projection has passed the position, so the read model already shows the write', async () => {
    const projections = service('all');
    await projections.onApplicationBootstrap();
    const { position } = await appendOne();
    await projections.waitFor(position, 5000);
    expect(await readCounts(database.pool)).toHaveLength(1);
  });

  it('gives up after the bounded wait with a clear error', async () => {
    const projections = service('all');
    const { position } = await appendOne();
    // Not started: the projections never reach the position.
    const error = await projections.waitFor(position, 100).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReadYourWritesTimeoutError);
    expect((error as Error).message).toMatch(/did not reach it within 100 ms/);
  });

  it('polls the checkpoints when another process runs the projections (API_ROLE=api)', async () => {
    const projector = service('all');
    await projector.onApplicationBootstrap();
    const apiOnly = service('api');
    await apiOnly.onApplicationBootstrap();
    const { position } = await appendOne();
    await apiOnly.waitFor(position, 5000);
    const { rows } = await database.pool.query<{ total: string }>('SELECT sum(events) AS total FROM test_counts');
    expect(Number(rows[0]!.total)).toBeGreaterThanOrEqual(2);
  });
});
