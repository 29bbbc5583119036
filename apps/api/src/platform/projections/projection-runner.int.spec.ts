import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { spawnTypeScript } from '#test/support/ts-child';
import { comparePositions, type LogPosition } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { countingProjection, createCountsTable, readCounts } from './counting-projection.test-support';
import { ProjectionRunner } from './projection-runner';

const STREAMS = 40;
const EVENTS_PER_STREAM = 60;
const TOTAL = STREAMS * EVENTS_PER_STREAM;

async function appendEvents(store: PostgresEventStore): Promise<void> {
  await Promise.all(
    Array.from({ length: STREAMS }, async (_, stream) => {
      for (let revision = 0; revision < EVENTS_PER_STREAM; revision += 10) {
        const batch = Array.from({ length: 10 }, (__, offset) => ({
          id: randomUUID(),
          type: 'Counted',
          data: { n: revision + offset },
          metadata: {},
        }));
        await store.appendToStream(`counted-${stream}`, batch, revision === 0 ? 'no_stream' : BigInt(revision - 1));
      }
    }),
  );
}

async function checkpointOf(database: TestDatabase): Promise<LogPosition | null> {
  const { rows } = await database.pool.query<{ commit_position: string; prepare_position: string }>(
    "SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = 'test-counts'",
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : null;
}

async function projectedEvents(database: TestDatabase): Promise<number> {
  const { rows } = await database.pool.query<{ total: string | null }>('SELECT sum(events) AS total FROM test_counts');
  return Number(rows[0]?.total ?? 0);
}

async function until(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The log position once all `count` events are visible to subscribers. Visibility waits for every older
 * transaction in the cluster (other suites share the server), so "head now" may still be short of them.
 */
async function visibleHead(store: PostgresEventStore, count: number): Promise<LogPosition> {
  let events = await store.readAll({ maxCount: count + 1 });
  await until(async () => {
    events = await store.readAll({ maxCount: count + 1 });
    return events.length >= count;
  });
  expect(events).toHaveLength(count);
  return events.at(-1)!.position;
}

function startProjector(url: string): ChildProcess {
  return spawnTypeScript(join(__dirname, 'projector-child.test-support.ts'), { PROJECTOR_DATABASE_URL: url });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve())));
}

describe('projection runner', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore(database.pool, database.url);
    await createCountsTable(database.pool);
  });

  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  it('survives a kill mid-stream: after a restart the read model equals a fresh rebuild', async () => {
    await appendEvents(store);
    const head = await visibleHead(store, TOTAL);

    const first = startProjector(database.url);
    await until(async () => (await projectedEvents(database)) >= TOTAL / 3);
    first.kill('SIGKILL');
    await exited(first);
    const atKill = await projectedEvents(database);
    expect(atKill).toBeLessThan(TOTAL);

    const second = startProjector(database.url);
    try {
      await until(async () => {
        const checkpoint = await checkpointOf(database);
        return checkpoint !== null && comparePositions(checkpoint, head) >= 0;
      });
    } finally {
      second.kill('SIGKILL');
      await exited(second);
    }
    const afterRestart = await readCounts(database.pool);

    const rebuilt = new ProjectionRunner(countingProjection(2), database.pool, store);
    await rebuilt.start();
    await until(async () => comparePositions(rebuilt.position, head) >= 0);
    await rebuilt.stop();

    expect(await readCounts(database.pool)).toEqual(afterRestart);
    expect(afterRestart).toHaveLength(STREAMS);
    for (const row of afterRestart) {
      expect(row).toMatchObject({ events: EVENTS_PER_STREAM, last_revision: String(EVENTS_PER_STREAM - 1) });
    }
  });

  it('rebuilds from position 0 when the version changes, and resumes without duplicates otherwise', async () => {
    await appendEvents(store);
    const head = await visibleHead(store, TOTAL);
    const v1 = new ProjectionRunner(countingProjection(1), database.pool, store);
    await v1.start();
    await until(async () => comparePositions(v1.position, head) >= 0);
    await v1.stop();

    const resumed = new ProjectionRunner(countingProjection(1), database.pool, store);
    await resumed.start();
    expect(comparePositions(resumed.position, head)).toBe(0);
    await store.appendToStream('counted-extra', [{ id: randomUUID(), type: 'Counted', data: {}, metadata: {} }], 'no_stream');
    const newHead = await visibleHead(store, TOTAL + 1);
    await until(async () => comparePositions(resumed.position, newHead) >= 0);
    await resumed.stop();
    expect(await projectedEvents(database)).toBe(TOTAL + 1);

    await database.pool.query("UPDATE test_counts SET events = -1 WHERE stream_id = 'counted-0'");
    const v2 = new ProjectionRunner(countingProjection(2), database.pool, store);
    await v2.start();
    await until(async () => comparePositions(v2.position, newHead) >= 0);
    await v2.stop();
    expect(await projectedEvents(database)).toBe(TOTAL + 1);
    expect((await readCounts(database.pool)).find((row) => row.stream_id === 'counted-0')?.events).toBe(EVENTS_PER_STREAM);
  });
});
