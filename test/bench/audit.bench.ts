import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { appProjections } from '../../apps/api/src/app.module';
import { worldHistory } from '../../apps/api/src/modules/audit/history/world-history';
import { GetWorldStateAtHandler } from '../../apps/api/src/modules/audit/queries/get-world-state-at/get-world-state-at.handler';
import { GetWorldStateAtQuery } from '../../apps/api/src/modules/world';
import { AsideRebuild } from '../../apps/api/src/modules/audit/rebuild/projection-rebuild';
import { diffSnapshots } from '../../apps/api/src/modules/audit/snapshot/world-diff';
import { WorldSnapshotStore } from '../../apps/api/src/modules/audit/snapshot/world-snapshot.store';
import { longWorld, storeLongWorld } from '../../apps/api/src/modules/audit/stream/long-world.test-support';
import { WorldStates } from '../../apps/api/src/modules/audit/stream/world-states';
import { WorldStreamReader } from '../../apps/api/src/modules/audit/stream/world-stream.reader';
import { PostgresEventStore } from '../../apps/api/src/platform/event-store/postgres-event-store';
import { spawnTypeScript } from '../support/ts-child';
import { createBenchDatabase } from './bench-database';
import { type BenchRow, formatTable, milliseconds, percentile, perSecond } from './bench-report';

/**
 * `npm run bench -- audit`: every projection rebuilt from position 0 (the projections:rebuild path) over a
 * log of WORLDS worlds of EVENTS_PER_WORLD events each, and the state of one such world at revisions across
 * its whole stream (the audit.stateAt path: nearest snapshot, events after it, fold, map), warm in this
 * process and cold in a new process per sample.
 */
const WORLDS = 5;
const EVENTS_PER_WORLD = 10_000;
const APPEND_CHUNK = 500;
const STATE_SAMPLES = 40;
const COLD_SAMPLES = 8;
const REBUILD_GOAL = 25_000;
const STATE_GOAL_MS = 100;

const loadAverage = () => loadavg().map((load) => load.toFixed(2)).join(' ');

export async function run(): Promise<void> {
  const database = await createBenchDatabase();
  const pool = new Pool({ connectionString: database.url, max: 8 });
  pool.on('error', () => undefined);
  const store = new PostgresEventStore(pool, database.url);
  try {
    const version = (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version;
    console.log(`Audit benchmark: PostgreSQL ${version ?? '?'} (${database.server}); load average ${loadAverage()}`);
    const started = performance.now();
    const worlds = [];
    for (let index = 0; index < WORLDS; index++) worlds.push(await writeWorld(store));
    const total = worlds.length * EVENTS_PER_WORLD;
    console.log(`Wrote ${WORLDS} worlds of ${EVENTS_PER_WORLD.toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    // A log as a rebuild meets it in use: settled, not with autovacuum's first pass over it still to come.
    await pool.query('VACUUM ANALYZE');
    const rows = [...(await measureRebuilds(pool, store, total)), ...(await measureStateAt(pool, store, database.url, worlds))];
    console.log(`\n${formatTable(rows)}\n`);
    console.log(`Load average (1, 5, 15 min) at the end: ${loadAverage()}`);
    if (rows.some((row) => row.met === false)) process.exitCode = 1;
  } finally {
    await store.close();
    await pool.end();
    await database.dispose();
  }
}

interface BenchWorld {
  readonly worldId: string;
  readonly ownerId: string;
}

async function writeWorld(store: PostgresEventStore): Promise<BenchWorld> {
  const world = longWorld({ events: EVENTS_PER_WORLD });
  await storeLongWorld(store, world, APPEND_CHUNK);
  return { worldId: world.worldId, ownerId: world.ownerId };
}

// ---------------------------------------------------------------------------------------------

async function measureRebuilds(pool: Pool, store: PostgresEventStore, total: number): Promise<BenchRow[]> {
  const head = await store.headPosition();
  const rows: BenchRow[] = [];
  for (const projection of appProjections) {
    const rebuild = await AsideRebuild.start(projection, { pool, store });
    try {
      const started = performance.now();
      await rebuild.catchUp(head, total);
      const rate = rebuild.eventsRead / ((performance.now() - started) / 1000);
      console.log(`rebuild ${projection.name}: ${rebuild.eventsRead} events, ${perSecond(rate)}`);
      rows.push({
        measure: `rebuild ${projection.name} from 0 (${total.toLocaleString('en-US')} events)`,
        worldloom: perSecond(rate),
        baseline: '-',
        ratio: '-',
        goal: `>= ${perSecond(REBUILD_GOAL)}`,
        met: rate >= REBUILD_GOAL,
      });
    } finally {
      await rebuild.drop();
    }
  }
  return rows;
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function latencyRow(measure: string, samples: number[], goal: number | null): BenchRow {
  const sorted = [...samples].sort((a, b) => a - b);
  const [p50, p95, max] = [percentile(sorted, 0.5), percentile(sorted, 0.95), sorted.at(-1)!];
  return {
    measure,
    worldloom: `p50 ${milliseconds(p50)}, p95 ${milliseconds(p95)}, max ${milliseconds(max)}`,
    baseline: '-',
    ratio: '-',
    goal: goal === null ? '(for reference)' : `p95 <= ${milliseconds(goal)}`,
    ...(goal === null ? {} : { met: p95 <= goal }),
  };
}

/** One audit.stateAt timed in a new process (audit-cold.child.ts): the first read that process makes. */
function coldStateAt(url: string, world: BenchWorld, revision: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const env = { COLD_DATABASE_URL: url, COLD_WORLD_ID: world.worldId, COLD_OWNER_ID: world.ownerId, COLD_REVISION: String(revision) };
    const child = spawnTypeScript('test/bench/audit-cold.child.ts', env);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`The cold stateAt process exited with ${code}`));
      resolve((JSON.parse(output) as { ms: number }).ms);
    });
  });
}

/**
 * audit.stateAt's path (nearest snapshot, events after it, upcast, fold, map) at revisions across a
 * 10,000-event stream. Cold: a new process per sample, which reads once (modules loaded and connections
 * open first, as in a running API); a world never read before has no snapshots yet, its first read folds
 * the whole stream and leaves them. Warm: reads after the first in one process, from the snapshots, then
 * from the timeline held in memory once something (history) read the whole stream.
 */
async function measureStateAt(pool: Pool, store: PostgresEventStore, url: string, worlds: readonly BenchWorld[]): Promise<BenchRow[]> {
  const world = worlds[0]!;
  const last = EVENTS_PER_WORLD - 1;
  const revisions = Array.from({ length: STATE_SAMPLES }, (_, index) => Math.round((index / (STATE_SAMPLES - 1)) * last));
  const coldRevisions = Array.from({ length: COLD_SAMPLES }, (_, index) => revisions[(index * 5 + 4) % revisions.length]!);

  const firstEver: number[] = [];
  for (const [index, target] of worlds.slice(1).entries()) firstEver.push(await coldStateAt(url, target, coldRevisions[index * 2]!));
  const snapshots = new WorldSnapshotStore(pool);
  const reader = new WorldStreamReader(store, snapshots);
  const states = new WorldStates(store, reader, snapshots);
  const handler = new GetWorldStateAtHandler(states, undefined as never);
  const stateAt = (atRevision: number) => handler.execute(new GetWorldStateAtQuery(world.worldId, { atRevision }, world.ownerId));
  // The world's first read ever: it leaves the snapshots every later read starts from.
  await stateAt(last);
  await snapshots.idle();

  const cold: number[] = [];
  for (const revision of coldRevisions) cold.push(await coldStateAt(url, world, revision));
  const fromSnapshots: number[] = [];
  for (const revision of revisions) fromSnapshots.push(await timed(() => stateAt(revision)));
  const latest: number[] = [];
  for (let sample = 0; sample < 20; sample++) latest.push(await timed(() => stateAt(last)));

  await reader.read(world.worldId, world.ownerId);
  const inMemory: number[] = [];
  for (const revision of revisions) inMemory.push(await timed(() => stateAt(revision)));
  const history: number[] = [];
  for (let sample = 0; sample < 20; sample++) {
    history.push(await timed(async () => worldHistory(await reader.read(world.worldId, world.ownerId), { order: 'newest', limit: 50 })));
  }
  const diff: number[] = [];
  for (let sample = 0; sample < 20; sample++) {
    diff.push(
      await timed(async () => {
        const [from, to] = await Promise.all([
          states.stateAt(world.worldId, world.ownerId, { atRevision: 100 }),
          states.stateAt(world.worldId, world.ownerId, { atRevision: last }),
        ]);
        diffSnapshots(from, to, { from: { revision: 100, occurred_at: null }, to: { revision: last, occurred_at: null } });
      }),
    );
  }
  const size = EVENTS_PER_WORLD.toLocaleString('en-US');
  return [
    latencyRow(`state at a revision, cold: a new process per sample (${COLD_SAMPLES} revisions)`, cold, STATE_GOAL_MS),
    latencyRow(`state at any revision, ${size}-event world (${STATE_SAMPLES} revisions, warm, from snapshots)`, fromSnapshots, STATE_GOAL_MS),
    latencyRow('state at the latest revision (warm, from snapshots)', latest, STATE_GOAL_MS),
    latencyRow(`state at any revision (warm, timeline in memory)`, inMemory, STATE_GOAL_MS),
    latencyRow('  cold, world never read before: no snapshots yet, folds all', firstEver, null),
    latencyRow('history, newest 50 (warm)', history, null),
    latencyRow('diff revision 100 → latest (warm)', diff, null),
  ];
}
