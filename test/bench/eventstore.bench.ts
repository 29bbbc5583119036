import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Pool, type PoolClient } from 'pg';
import {
  comparePositions,
  LOG_START,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
} from '../../apps/api/src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../apps/api/src/platform/event-store/postgres-event-store';
import { type Projection } from '../../apps/api/src/platform/projections/projection';
import { ProjectionRunner } from '../../apps/api/src/platform/projections/projection-runner';
import { worldsProjection } from '../../apps/api/src/modules/world/projections/world-list/worlds.projection';
import { createBenchDatabase } from './bench-database';
import { type BenchRow, formatTable, milliseconds, percentile, perSecond, ratio } from './bench-report';

/**
 * The Postgres event store against plain inserts into a table of the same shape on the same server
 * (same indexes, same synchronous_commit), then a projection fed through ProjectionRunner.
 */
const WRITERS = 8;
const BATCH_WRITERS = 4;
const BATCH_SIZE = 100;
const WARM_UP_MS = 500;
const MEASURE_MS = 3000;
const MEASURE_ROUNDS = 6;
const LAG_RATE_PER_SECOND = 500;
const LAG_DURATION_MS = 10_000;
const REBUILD_EVENTS = 50_000;
const EVENT_TYPE = 'BenchHappened';

const RAW_TABLE_SQL = `CREATE TABLE raw_events (LIKE events INCLUDING ALL)`;
const RAW_INSERT_COLUMNS = 'INSERT INTO raw_events (stream_id, stream_revision, event_id, type, data, metadata) VALUES ';

export async function run(): Promise<void> {
  const database = await createBenchDatabase();
  const pool = new Pool({ connectionString: database.url, max: 16 });
  pool.on('error', () => undefined);
  const store = new PostgresEventStore(pool, database.url);
  try {
    await pool.query(RAW_TABLE_SQL);
    const version = (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version;
    print(`Event store benchmark: PostgreSQL ${version ?? '?'} (${database.server})\n`);
    const rows = [
      await measureSingleAppends(store, pool),
      await measureBatchAppends(store, pool),
      ...(await measureProjection(store, pool, database.url)),
    ];
    print(`\n${formatTable(rows)}\n`);
    if (rows.some((row) => row.met === false)) process.exitCode = 1;
  } finally {
    await store.close();
    await pool.end();
    await database.dispose();
  }
}

// (a) single-event appends to distinct streams, WRITERS at once.
async function measureSingleAppends(store: PostgresEventStore, pool: Pool): Promise<BenchRow> {
  const append = () => store.appendToStream(`bench-${randomUUID()}`, [benchEvent()], 'no_stream').then(() => 1);
  const insert = async () => {
    const event = benchEvent();
    await pool.query({ name: 'bench-raw-insert', text: `${RAW_INSERT_COLUMNS}${rowPlaceholders(1)}`, values: rowValues(`raw-${randomUUID()}`, [event]) });
    return 1;
  };
  const [ours, raw] = await compare('(a) single appends', WRITERS, append, insert);
  return {
    measure: `(a) 1-event appends, ${WRITERS} writers`,
    worldloom: perSecond(ours),
    baseline: `${perSecond(raw)} raw INSERT`,
    ratio: ratio(ours / raw),
    goal: '>= 0.6x and >= 2,000 ev/s',
    met: ours / raw >= 0.6 && ours >= 2000,
  };
}

// (b) 100-event batches, each to a new stream.
async function measureBatchAppends(store: PostgresEventStore, pool: Pool): Promise<BenchRow> {
  const append = () => store.appendToStream(`bench-${randomUUID()}`, benchEvents(BATCH_SIZE), 'no_stream').then(() => BATCH_SIZE);
  const insertText = `${RAW_INSERT_COLUMNS}${rowPlaceholders(BATCH_SIZE)}`;
  const insert = async () => {
    await pool.query({ name: 'bench-raw-batch', text: insertText, values: rowValues(`raw-${randomUUID()}`, benchEvents(BATCH_SIZE)) });
    return BATCH_SIZE;
  };
  const [ours, raw] = await compare('(b) batch appends', BATCH_WRITERS, append, insert);
  return {
    measure: `(b) ${BATCH_SIZE}-event appends, ${BATCH_WRITERS} writers`,
    worldloom: perSecond(ours),
    baseline: `${perSecond(raw)} raw multi-row INSERT`,
    ratio: ratio(ours / raw),
    goal: '>= 0.5x',
    met: ours / raw >= 0.5,
  };
}

/**
 * Warms both up, then alternates short rounds of the baseline and ours, so that a change in the machine's
 * load (other work on it) weighs on both alike.
 */
async function compare(
  label: string,
  writers: number,
  ours: () => Promise<number>,
  baseline: () => Promise<number>,
): Promise<[number, number]> {
  await throughput(writers, WARM_UP_MS, baseline);
  await throughput(writers, WARM_UP_MS, ours);
  const rounds = { ours: [] as number[], raw: [] as number[] };
  for (let round = 0; round < MEASURE_ROUNDS; round += 1) {
    rounds.raw.push(await throughput(writers, MEASURE_MS / MEASURE_ROUNDS, baseline));
    rounds.ours.push(await throughput(writers, MEASURE_MS / MEASURE_ROUNDS, ours));
  }
  const [measured, raw] = [mean(rounds.ours), mean(rounds.raw)];
  print(`${label}: ${perSecond(measured)} vs ${perSecond(raw)} (rounds: ${rounds.ours.map(Math.round).join(' ')} vs ${rounds.raw.map(Math.round).join(' ')})\n`);
  return [measured, raw];
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Events per second that `writers` loops calling `write` (which returns how many it wrote) achieve. */
async function throughput(writers: number, durationMs: number, write: () => Promise<number>): Promise<number> {
  const started = performance.now();
  const deadline = started + durationMs;
  let written = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (performance.now() < deadline) {
        // Not `written += await write()`: that reads `written` before the await and loses the other writers' counts.
        const count = await write();
        written += count;
      }
    }),
  );
  return written / ((performance.now() - started) / 1000);
}

// (d) then (c): the projection rebuilds over the whole log from 0, then follows 500 ev/s live. It runs as
// the projector role does (API_ROLE=projector): a store and pool of its own, woken by the writers' NOTIFY.
async function measureProjection(writer: PostgresEventStore, pool: Pool, url: string): Promise<BenchRow[]> {
  await pool.query(`CREATE TABLE bench_read_model (event_id uuid PRIMARY KEY, stream_id text NOT NULL,
    type text NOT NULL, commit_position bigint NOT NULL, prepare_position bigint NOT NULL)`);
  await pool.query('TRUNCATE events');
  await fillLog(writer, REBUILD_EVENTS);
  const projectorPool = new Pool({ connectionString: url, max: 4 });
  const projectorStore = new PostgresEventStore(projectorPool, url);
  const projection = new BenchProjection();
  const runner = new ProjectionRunner(projection, projectorPool, projectorStore, { batchSize: 500 });
  const worlds = new ProjectionRunner(worldsProjection, projectorPool, projectorStore);
  try {
    const catchUp = await measureCatchUp(projectorStore, pool);
    const batched = await measureBatchedApply(projectorStore, projectorPool);
    const rebuild = await measureRebuild(projectorStore, pool, worlds);
    await worlds.stop();
    const head = await projectorStore.headPosition();
    await runner.start();
    await untilPassed(runner, head);
    const lag = await measureLag(writer, runner, projection);
    return [lag, rebuild, catchUp, batched];
  } finally {
    await worlds.stop();
    await runner.stop();
    await projectorStore.close();
    await projectorPool.end();
  }
}

/** For reference beside (d): how fast the store alone replays the log to a handler that does nothing. */
async function measureCatchUp(store: PostgresEventStore, pool: Pool): Promise<BenchRow> {
  const rate = await replayRate(store, pool, async () => undefined);
  print(`(d') store catch-up alone: ${perSecond(rate)}\n`);
  return {
    measure: "(d') store catch-up alone, no-op handler",
    worldloom: perSecond(rate),
    baseline: '-',
    ratio: '-',
    goal: '(for reference)',
  };
}

/**
 * For reference beside (d): the same upserts as one statement per delivered batch, in one transaction with a
 * checkpoint, as a runner that hands projections whole batches could do.
 */
async function measureBatchedApply(store: PostgresEventStore, pool: Pool): Promise<BenchRow> {
  await pool.query('CREATE TABLE bench_read_model_batched (LIKE bench_read_model INCLUDING ALL)');
  const rate = await replayRate(store, pool, (batch) => upsertBatch(pool, batch));
  print(`(d'') batched upserts: ${perSecond(rate)}\n`);
  return {
    measure: "(d'') same upserts, one statement per batch",
    worldloom: perSecond(rate),
    baseline: '-',
    ratio: '-',
    goal: '(for reference)',
  };
}

async function upsertBatch(pool: Pool, batch: readonly RecordedEvent[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query({
      name: 'bench-batched-upsert',
      text: `INSERT INTO bench_read_model_batched (event_id, stream_id, type, commit_position, prepare_position)
             SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::bigint[], $5::bigint[])
             ON CONFLICT (event_id) DO UPDATE SET commit_position = excluded.commit_position,
               prepare_position = excluded.prepare_position`,
      values: [
        batch.map((event) => event.id),
        batch.map((event) => event.streamId),
        batch.map((event) => event.type),
        batch.map((event) => event.position.commit.toString()),
        batch.map((event) => event.position.prepare.toString()),
      ],
    });
    const last = batch.at(-1)!.position;
    await client.query(
      `INSERT INTO projection_checkpoints (name, version, commit_position, prepare_position) VALUES ('bench-batched', 1, $1, $2)
       ON CONFLICT (name) DO UPDATE SET commit_position = $1, prepare_position = $2`,
      [last.commit.toString(), last.prepare.toString()],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Events per second of a subscription from the start of the log to its head, with `handler` on each batch. */
async function replayRate(
  store: PostgresEventStore,
  pool: Pool,
  handler: (batch: readonly RecordedEvent[]) => Promise<void>,
): Promise<number> {
  const head = await store.headPosition();
  const total = await countEvents(pool);
  const started = performance.now();
  let reachedHead: () => void = () => undefined;
  const replayed = new Promise<void>((resolve) => (reachedHead = resolve));
  const subscription = store.subscribeToAll(
    async (batch) => {
      await handler(batch);
      const last = batch.at(-1);
      if (last && comparePositions(last.position, head) >= 0) reachedHead();
    },
    { batchSize: 500 },
  );
  await replayed;
  const rate = total / ((performance.now() - started) / 1000);
  await subscription.stop();
  return rate;
}

async function measureRebuild(store: PostgresEventStore, pool: Pool, runner: ProjectionRunner): Promise<BenchRow> {
  const head = await store.headPosition();
  const total = await countEvents(pool);
  const started = performance.now();
  const caughtUp = untilPassed(runner, head);
  await runner.rebuild();
  await caughtUp;
  const rate = total / ((performance.now() - started) / 1000);
  print(`(d) rebuild: ${total.toLocaleString('en-US')} events at ${perSecond(rate)}\n`);
  return {
    measure: `(d) rebuild of the worlds projection from 0, ${total.toLocaleString('en-US')} events`,
    worldloom: perSecond(rate),
    baseline: '-',
    ratio: '-',
    goal: '>= 25,000 ev/s',
    met: rate >= 25_000,
  };
}

/** Commit acknowledged (the append resolved) to read model committed (the runner's progress after its batch). */
async function measureLag(store: PostgresEventStore, runner: ProjectionRunner, projection: BenchProjection): Promise<BenchRow> {
  const acknowledgedAt = new Map<string, number>();
  const visibleAt = new Map<string, number>();
  const stopWatching = runner.onProgress(() => {
    const now = performance.now();
    for (const id of projection.takeApplied()) visibleAt.set(id, now);
  });
  projection.takeApplied();
  const last = await appendAtRate(store, acknowledgedAt);
  await untilPassed(runner, last);
  stopWatching();
  const lags = [...acknowledgedAt].map(([id, at]) => Math.max(0, (visibleAt.get(id) ?? Number.NaN) - at));
  const sorted = lags.filter((lag) => !Number.isNaN(lag)).sort((a, b) => a - b);
  if (sorted.length !== lags.length) throw new Error(`${lags.length - sorted.length} events never reached the read model`);
  const [p50, p99] = [percentile(sorted, 0.5), percentile(sorted, 0.99)];
  print(`(c) lag over ${sorted.length} events: p50 ${milliseconds(p50)}, p99 ${milliseconds(p99)}, max ${milliseconds(sorted.at(-1)!)}\n`);
  return {
    measure: `(c) projection lag at ${LAG_RATE_PER_SECOND} ev/s, ${LAG_DURATION_MS / 1000} s`,
    worldloom: `p50 ${milliseconds(p50)}, p99 ${milliseconds(p99)}`,
    baseline: '-',
    ratio: '-',
    goal: 'p99 <= 50 ms',
    met: p99 <= 50,
  };
}

/** Appends single events on a fixed schedule, not back to back, so the rate holds whatever the latency. */
async function appendAtRate(store: PostgresEventStore, acknowledgedAt: Map<string, number>): Promise<LogPosition> {
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  let last: LogPosition = LOG_START;
  let sent = 0;
  while (performance.now() - started < LAG_DURATION_MS) {
    const due = Math.floor(((performance.now() - started) * LAG_RATE_PER_SECOND) / 1000);
    for (; sent < due; sent += 1) {
      const event = benchEvent();
      const appending = store.appendToStream(`lag-${randomUUID()}`, [event], 'no_stream').then((result) => {
        acknowledgedAt.set(event.id, performance.now());
        if (comparePositions(result.position, last) > 0) last = result.position;
        inFlight.delete(appending);
      });
      inFlight.add(appending);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  return last;
}

function untilPassed(runner: ProjectionRunner, position: LogPosition): Promise<void> {
  if (comparePositions(runner.position, position) >= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = runner.onProgress((reached) => {
      if (comparePositions(reached, position) < 0) return;
      stop();
      resolve();
    });
  });
}

/**
 * A log of a known size for the rebuild (what (a) and (b) left depends on the machine): worlds created
 * and then changed, as the worlds projection reads them.
 */
async function fillLog(store: PostgresEventStore, count: number): Promise<void> {
  const ownerId = randomUUID();
  for (let appended = 0; appended < count; appended += BATCH_SIZE) {
    const worldIds = Array.from({ length: BATCH_SIZE / 2 }, () => randomUUID());
    await Promise.all(
      worldIds.map((worldId) => store.appendToStream(`world-${worldId}`, worldHistory(worldId, ownerId), 'no_stream')),
    );
  }
}

/** Two events of one world: its creation and a seeding request (which moves its updated_at). */
function worldHistory(worldId: string, ownerId: string): NewEvent[] {
  const at = new Date().toISOString();
  const metadata = benchEvent().metadata;
  return [
    { id: randomUUID(), type: 'WorldCreated', data: { worldId, ownerId, name: 'Aster Vale', description: 'A river town under two moons.', createdAt: at }, metadata },
    { id: randomUUID(), type: 'WorldSeedingRequested', data: { requestId: randomUUID(), requestedAt: at }, metadata },
  ];
}

async function countEvents(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ count: string }>('SELECT count(*) FROM events');
  return Number(rows[0]?.count ?? 0);
}

/** Upserts one row per event, and remembers what it applied so the lag can be timed. */
class BenchProjection implements Projection {
  readonly name = 'bench-read-model';
  readonly version = 1;
  readonly canHandle = [EVENT_TYPE];
  private applied: string[] = [];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    await tx.query({
      name: 'bench-read-model-upsert',
      text: `INSERT INTO bench_read_model (event_id, stream_id, type, commit_position, prepare_position)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (event_id) DO UPDATE SET commit_position = $4, prepare_position = $5`,
      values: [event.id, event.streamId, event.type, event.position.commit.toString(), event.position.prepare.toString()],
    });
    this.applied.push(event.id);
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('TRUNCATE bench_read_model');
    this.applied = [];
  }

  takeApplied(): string[] {
    const taken = this.applied;
    this.applied = [];
    return taken;
  }
}

/** About the size of a real Worldloom event: a few fields of data, the metadata of ARCHITECTURE.md. */
function benchEvent(): NewEvent {
  return {
    id: randomUUID(),
    type: EVENT_TYPE,
    data: { schemaVersion: 1, worldId: randomUUID(), name: 'Aster Vale', summary: 'A river town under two moons.' },
    metadata: {
      actorId: randomUUID(),
      actorKind: 'user',
      source: 'api',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      occurredAt: new Date().toISOString(),
    },
  };
}

function benchEvents(count: number): NewEvent[] {
  return Array.from({ length: count }, benchEvent);
}

function rowPlaceholders(rows: number): string {
  return Array.from({ length: rows }, (_, row) => {
    const at = row * 5;
    return `($${at + 1}, ${row}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5})`;
  }).join(', ');
}

function rowValues(streamId: string, events: readonly NewEvent[]): unknown[] {
  return events.flatMap((event) => [streamId, event.id, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)]);
}

function print(text: string): void {
  process.stdout.write(text);
}
