import { worldStreamId } from '@worldloom/domain';
import type { PoolClient } from 'pg';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { comparePositions, type RecordedEvent } from '#platform/event-store/event-store.port';
import { PostgresEventStore } from '#platform/event-store/postgres-event-store';
import type { Projection } from '#platform/projections/projection';
import { ProjectionRunner } from '#platform/projections/projection-runner';
import { DEFAULT_RESIDENT_ROWS, WorldDetailsRebuildSession } from './world-details-rebuild-session';
import { worldDetailsProjection } from './world-details.projection';
import { type LongWorld, longWorld } from '../../../audit/stream/long-world.test-support';
import { AsideRebuild } from '../../../audit/rebuild/projection-rebuild';
import { isClean, verifyAgainstLive } from '../../../audit/rebuild/read-model-verify';

const WORLDS = 4;
/** Events per append, the worlds taking turns: batches of the log mix worlds, the others idle meanwhile. */
const CHUNK = 23;
const EVENTS_PER_WORLD = 20 * CHUNK;

/** Text that SQL and JSON quote: the session writes its values into the statements' text. */
const AWKWARD_NAME = `It's "$v$" and $v0$, a back\\slash, $$ and \u2019`;

/** The world with its first location named AWKWARD_NAME. */
function withAwkwardName(world: LongWorld): LongWorld {
  const first = world.events.findIndex((event) => event.type === 'LocationAdded');
  const events = world.events.map((event, index) => (index === first ? { ...event, data: { ...(event.data as object), name: AWKWARD_NAME } } : event));
  return { ...world, events };
}

/** The worlds' events appended chunk by chunk, one world after another. */
async function appendInTurns(store: PostgresEventStore, worlds: readonly LongWorld[]): Promise<void> {
  for (let offset = 0; offset < EVENTS_PER_WORLD; offset += CHUNK) {
    for (const world of worlds) {
      const expected = offset === 0 ? 'no_stream' : BigInt(offset - 1);
      await store.appendToStream(worldStreamId(world.worldId), world.events.slice(offset, offset + CHUNK), expected);
    }
  }
}

/** world-details whose rebuild session is `session`, counting the batches that had to read rows back. */
function withSession(session: WorldDetailsRebuildSession, reads: { count: number }): Projection {
  return {
    ...worldDetailsProjection,
    rebuildSession: () => ({
      project: (events: readonly RecordedEvent[], read: <T>(work: (tx: PoolClient) => Promise<T>) => Promise<T>) =>
        session.project(events, (work) => {
          reads.count++;
          return read(work);
        }),
    }),
  };
}

describe('world-details rebuilt through its session, the next batch projected while one is written', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore(database.pool, database.url);
    const worlds = Array.from({ length: WORLDS }, (_, index) => longWorld({ events: EVENTS_PER_WORLD, everyKind: true, firstEventV1: index === 0 }));
    await appendInTurns(store, [withAwkwardName(worlds[0]!), ...worlds.slice(1)]);
    // The live projection, batch by batch as the runner applies them.
    runner = new ProjectionRunner(worldDetailsProjection, database.pool, store, { batchSize: 50 });
    await runner.start();
    const head = await store.headPosition();
    while (comparePositions(runner.position, head) < 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const named = await database.pool.query('SELECT 1 FROM locations WHERE name = $1', [AWKWARD_NAME]);
    expect(named.rowCount).toBe(1);
  });

  afterAll(async () => {
    await runner.stop();
    await store.close();
    await database.drop();
  });

  it.each([
    // Two batches in a row span at most `worldsKept` worlds' turns: only those may stay beyond the budget.
    { batchSize: 7, maxResidentRows: 0, worldsKept: 2 },
    { batchSize: 20, maxResidentRows: 80, worldsKept: 3 },
    { batchSize: 1000, maxResidentRows: DEFAULT_RESIDENT_ROWS, worldsKept: WORLDS },
  ])('gives the live rows exactly, in batches of $batchSize keeping at most $maxResidentRows rows', async ({ batchSize, maxResidentRows, worldsKept }) => {
    const session = new WorldDetailsRebuildSession(maxResidentRows);
    const reads = { count: 0 };
    const rebuild = await AsideRebuild.start(withSession(session, reads), { pool: database.pool, store, batchSize });
    try {
      const verification = await verifyAgainstLive(rebuild, database.pool, () => Promise.resolve(null));
      expect(verification.tables.filter((table) => table.differing > 0 || table.liveRows !== table.rebuiltRows)).toEqual([]);
      expect(isClean(verification)).toBe(true);
      // Every table has rows to compare: the worlds use every kind of event.
      expect(verification.tables.filter((table) => table.liveRows === 0)).toEqual([]);
      expect(rebuild.eventsRead).toBe(WORLDS * EVENTS_PER_WORLD);
      if (maxResidentRows === DEFAULT_RESIDENT_ROWS) {
        expect(reads.count).toBe(0);
        expect(session.residentWorlds).toBe(WORLDS);
      } else {
        // Idle worlds were dropped and read back when their turn came again.
        expect(reads.count).toBeGreaterThan(WORLDS);
        expect(session.residentWorlds).toBeLessThanOrEqual(worldsKept);
      }
    } finally {
      await rebuild.drop();
    }
  });
});
