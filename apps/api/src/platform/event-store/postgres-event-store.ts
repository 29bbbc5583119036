import { Logger, type LoggerService } from '@nestjs/common';
import { DatabaseError, type Pool, type PoolClient } from 'pg';
import {
  type AppendResult,
  type BatchHandler,
  EventIdConflictError,
  type EventStore,
  type ExpectedRevision,
  formatPosition,
  LOG_START,
  type LogPosition,
  type NewEvent,
  parsePosition,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';
import { PostgresCommitAnnouncer } from './postgres-commit-announcer';
import { PostgresNotificationListener } from './postgres-notification-listener';
import { PostgresSubscription } from './postgres-subscription';

/** Channel on which every process's store announces committed appends, and listens. */
export const EVENTS_CHANNEL = 'worldloom_events';

const DEFAULT_BATCH_SIZE = 500;
const DEFAULT_IDLE_POLL_MS = 500;
// Each lost race means another writer's append went in, so n writers racing for one stream need at most n
// attempts with 'any'; with an expected revision the second attempt always settles it.
const MAX_APPEND_ATTEMPTS = 32;
const MAX_REVISION = 9_223_372_036_854_775_807n;
const UNIQUE_VIOLATION = '23505';
// Constraint names of the event-store migration.
const STREAM_REVISION_TAKEN = 'events_stream_revision_unique';
const EVENT_ID_TAKEN = 'events_event_id_unique';

/**
 * One statement per append: reads the stream's revision, checks the expectation and numbers the batch in
 * order. $6 is the expected revision of the stream's last event: NULL for 'any', -1 for 'no_stream'.
 * Ids already stored are left to the unique index: looking them up here made the planner, with a young
 * table's statistics, scan the whole table on every append.
 */
const APPEND_SQL = `
  WITH stream AS (
    SELECT coalesce(max(stream_revision), -1) AS revision FROM events WHERE stream_id = $1
  )
  INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
  SELECT $1, stream.revision + batch.ordinal, batch.event_id, batch.type, batch.data, batch.metadata
  FROM stream
  CROSS JOIN unnest($2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[]) WITH ORDINALITY
    AS batch (event_id, type, data, metadata, ordinal)
  WHERE $6::bigint IS NULL OR stream.revision = $6::bigint
  ORDER BY batch.ordinal
  RETURNING transaction_id, global_position, stream_revision`;

/**
 * Where each id of a rejected append is stored (if anywhere), beside the stream's current revision.
 * LATERAL makes it one index lookup per id, whatever the table's statistics say.
 */
const STORED_IDS_SQL = `
  SELECT wanted.event_id, e.stream_id, e.stream_revision, e.transaction_id, e.global_position,
         (SELECT max(stream_revision) FROM events WHERE stream_id = $1) AS current_revision
  FROM unnest($2::uuid[]) WITH ORDINALITY AS wanted (event_id, ordinal)
  LEFT JOIN LATERAL (
    SELECT stream_id, stream_revision, transaction_id, global_position FROM events WHERE event_id = wanted.event_id
  ) e ON true
  ORDER BY wanted.ordinal`;

// Inside the caller's transaction, so the notification goes out if and when it commits; its payload is where the
// append ended (formatPosition).
const NOTIFY_ON_COMMIT_SQL = `SELECT pg_notify($1, $2)`;

const LAST_OF_STREAM_SQL = `
  SELECT stream_revision, transaction_id, global_position FROM events
  WHERE stream_id = $1 ORDER BY stream_revision DESC LIMIT 1`;

const EVENT_COLUMNS =
  'stream_id, stream_revision, event_id, type, data, metadata, created_at, transaction_id, global_position';

const READ_STREAM_FORWARDS_SQL = `
  SELECT ${EVENT_COLUMNS} FROM events
  WHERE stream_id = $1 AND stream_revision >= $2 ORDER BY stream_revision LIMIT $3`;

const READ_STREAM_BACKWARDS_SQL = `
  SELECT ${EVENT_COLUMNS} FROM events
  WHERE stream_id = $1 AND stream_revision <= $2 ORDER BY stream_revision DESC LIMIT $3`;

// Only transactions older than every running one are final: a reader that took a younger committed
// one could later miss an older transaction that commits after it (the gap problem, ARCHITECTURE.md).
const VISIBLE_IN_LOG = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';

const READ_ALL_SQL = `
  SELECT ${EVENT_COLUMNS} FROM events
  WHERE ${VISIBLE_IN_LOG} AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
  ORDER BY transaction_id, global_position LIMIT $3`;

const HEAD_POSITION_SQL = `
  SELECT transaction_id, global_position FROM events
  WHERE ${VISIBLE_IN_LOG} ORDER BY transaction_id DESC, global_position DESC LIMIT 1`;

/** Where an announced append ended, from a notification's payload; undefined when it does not say (a reconnection, an empty payload). */
function positionIn(payload: string | undefined): LogPosition | undefined {
  if (!payload) return undefined;
  try {
    return parsePosition(payload);
  } catch {
    return undefined;
  }
}

/** pg returns int8 and xid8 as strings (they may exceed 2^53). */
interface PositionRow {
  transaction_id: string;
  global_position: string;
}

interface AppendedRow extends PositionRow {
  stream_revision: string;
}

interface StoredIdRow {
  event_id: string;
  stream_id: string | null;
  stream_revision: string | null;
  transaction_id: string | null;
  global_position: string | null;
  current_revision: string | null;
}

interface EventRow extends PositionRow {
  stream_id: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date;
}

type Queryable = Pool | PoolClient;

export interface PostgresEventStoreOptions {
  /** How often an idle subscription re-reads when no notification woke it (the fallback). */
  readonly idlePollMs?: number;
  /** Where listener connection trouble is reported; Nest's logger by default. */
  readonly logger?: LoggerService;
}

/**
 * The event store on Postgres (ARCHITECTURE.md "Postgres adapter"). Uses the application's pool for
 * appends and reads (it does not end it) and one dedicated connection of its own for LISTEN.
 */
export class PostgresEventStore implements EventStore {
  private readonly listener: PostgresNotificationListener;
  private readonly announcer: PostgresCommitAnnouncer;
  private readonly subscriptions = new Set<PostgresSubscription>();
  private readonly readsInFlight = new Map<string, Promise<RecordedEvent[]>>();
  private readonly idlePollMs: number;

  constructor(
    private readonly pool: Pool,
    connectionString: string,
    options: PostgresEventStoreOptions = {},
  ) {
    this.idlePollMs = options.idlePollMs ?? DEFAULT_IDLE_POLL_MS;
    const logger = options.logger ?? new Logger('PostgresEventStore');
    this.listener = new PostgresNotificationListener({
      connectionString,
      channel: EVENTS_CHANNEL,
      onNotification: (payload) => this.wakeSubscriptions(positionIn(payload)),
      logger,
    });
    this.announcer = new PostgresCommitAnnouncer(pool, EVENTS_CHANNEL, logger);
  }

  async appendToStream(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await this.append(this.pool, streamId, events, expected);
        this.announceCommit(result.position);
        return result;
      } catch (error) {
        // An id is stored already: a retry of an earlier append (its result) or a clash (an error).
        if (violates(error, EVENT_ID_TAKEN)) return this.resolveRejectedAppend(this.pool, streamId, events, expected);
        // A concurrent writer took the revision between our read and our insert: running the statement
        // again appends after it ('any'), finds a retry, or reports the conflict.
        if (!violates(error, STREAM_REVISION_TAKEN)) throw error;
        if (attempt === MAX_APPEND_ATTEMPTS) {
          throw new WrongExpectedRevisionError(streamId, expected, await this.currentRevision(this.pool, streamId));
        }
      }
    }
  }

  /**
   * Appends inside the caller's open transaction (the events become visible when it commits).
   * A clash with another writer aborts that transaction, so it is reported, never retried here.
   * Subscribers are notified when the transaction commits (a NOTIFY inside it, so its commit is serialized
   * with other notifying commits: appendToStream avoids that cost).
   */
  async appendWithin(
    client: PoolClient,
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    try {
      const result = await this.append(client, streamId, events, expected);
      await client.query(NOTIFY_ON_COMMIT_SQL, [EVENTS_CHANNEL, formatPosition(result.position)]);
      return result;
    } catch (error) {
      // The caller's transaction is aborted (so even a retry of an append that went in cannot succeed
      // here): ask the pool what the other writer stored.
      if (violates(error, EVENT_ID_TAKEN)) {
        const rows = await this.storedIds(this.pool, streamId, events);
        const stored = rows.filter((row) => row.stream_id !== null);
        throw new EventIdConflictError(
          streamId,
          stored.map((row) => row.event_id),
        );
      }
      if (!violates(error, STREAM_REVISION_TAKEN)) throw error;
      throw new WrongExpectedRevisionError(streamId, expected, await this.currentRevision(this.pool, streamId));
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision ?? (backwards ? MAX_REVISION : 0n);
    const { rows } = await this.pool.query<EventRow>(backwards ? READ_STREAM_BACKWARDS_SQL : READ_STREAM_FORWARDS_SQL, [
      streamId,
      from.toString(),
      options.maxCount ?? null,
    ]);
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.queryAfter(options.after ?? LOG_START, options.maxCount ?? null);
  }

  subscribeToAll(handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    this.listener.start();
    const subscription = new PostgresSubscription({
      readAfter: (position, maxCount) => this.sharedReadAfter(position, maxCount),
      handler,
      after: options.after ?? LOG_START,
      batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
      idlePollMs: this.idlePollMs,
      onCaughtUp: options.onCaughtUp,
    });
    this.subscriptions.add(subscription);
    void subscription.done.catch(() => undefined).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  /** Resolves once this store listens for other processes' appends (its first subscription starts the listener). */
  listening(): Promise<void> {
    return this.listener.listening();
  }

  async headPosition(): Promise<LogPosition> {
    const { rows } = await this.pool.query<PositionRow>(HEAD_POSITION_SQL);
    return rows[0] ? toPosition(rows[0]) : LOG_START;
  }

  /** Stops the subscriptions and the listener; the pool belongs to the caller. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.listener.close();
    await this.announcer.settled();
  }

  /** Wakes this process's subscribers at once and, through NOTIFY, every other process's. */
  private announceCommit(position: LogPosition): void {
    this.wakeSubscriptions(position);
    this.announcer.announce(position);
  }

  private wakeSubscriptions(position?: LogPosition): void {
    for (const subscription of this.subscriptions) subscription.wake(position);
  }

  /**
   * The visible log after a position, for a subscription. Subscribers woken by the same append ask for the same read at
   * once: they share one query (each gets its own array of the same events) rather than one each.
   */
  private async sharedReadAfter(after: LogPosition, maxCount: number): Promise<RecordedEvent[]> {
    const key = `${formatPosition(after)} ${maxCount}`;
    let read = this.readsInFlight.get(key);
    if (read === undefined) {
      read = this.queryAfter(after, maxCount);
      this.readsInFlight.set(key, read);
      const settled = () => this.readsInFlight.delete(key);
      read.then(settled, settled);
    }
    return (await read).slice();
  }

  private async queryAfter(after: LogPosition, maxCount: number | null): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>({
      name: 'event-store-read-all',
      text: READ_ALL_SQL,
      values: [after.commit.toString(), after.prepare.toString(), maxCount],
    });
    return rows.map(toRecordedEvent);
  }

  private async append(
    db: Queryable,
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) return this.checkExpectation(db, streamId, expected);
    const { rows } = await db.query<AppendedRow>({
      name: 'event-store-append',
      text: APPEND_SQL,
      values: [
        streamId,
        events.map((event) => event.id),
        events.map((event) => event.type),
        events.map((event) => JSON.stringify(event.data ?? null)),
        events.map((event) => JSON.stringify(event.metadata)),
        expectedAsParameter(expected),
      ],
    });
    const last = lastByRevision(rows);
    return last ? toAppendResult(last) : this.resolveRejectedAppend(db, streamId, events, expected);
  }

  /** Nothing was inserted: a retry of an earlier append, a clash of ids, or a wrong expected revision. */
  private async resolveRejectedAppend(
    db: Queryable,
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const rows = await this.storedIds(db, streamId, events);
    const stored = rows.filter((row) => row.stream_id !== null);
    if (stored.length === 0) {
      throw new WrongExpectedRevisionError(streamId, expected, toCurrentRevision(rows[0]?.current_revision ?? null));
    }
    const original = originalAppendResult(rows, streamId);
    if (original) return original;
    throw new EventIdConflictError(
      streamId,
      stored.map((row) => row.event_id),
    );
  }

  private async storedIds(db: Queryable, streamId: string, events: readonly NewEvent[]): Promise<StoredIdRow[]> {
    const { rows } = await db.query<StoredIdRow>(STORED_IDS_SQL, [streamId, events.map((event) => event.id)]);
    return rows;
  }

  private async checkExpectation(db: Queryable, streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
    const { rows } = await db.query<AppendedRow>(LAST_OF_STREAM_SQL, [streamId]);
    const last = rows[0];
    const current = last ? BigInt(last.stream_revision) : 'no_stream';
    if (!matchesExpectation(expected, current)) throw new WrongExpectedRevisionError(streamId, expected, current);
    return last ? toAppendResult(last) : { nextExpectedRevision: -1n, position: LOG_START };
  }

  private async currentRevision(db: Queryable, streamId: string): Promise<bigint | 'no_stream'> {
    const { rows } = await db.query<AppendedRow>(LAST_OF_STREAM_SQL, [streamId]);
    return toCurrentRevision(rows[0]?.stream_revision ?? null);
  }
}

function expectedAsParameter(expected: ExpectedRevision): string | null {
  if (expected === 'any') return null;
  if (expected === 'no_stream') return '-1';
  return expected.toString();
}

function matchesExpectation(expected: ExpectedRevision, current: bigint | 'no_stream'): boolean {
  return expected === 'any' || expected === current;
}

/** The result of the earlier append that stored exactly these ids, in this order, in this stream (a retry). */
function originalAppendResult(rows: readonly StoredIdRow[], streamId: string): AppendResult | undefined {
  const appended = rows.flatMap((row) =>
    row.stream_id === streamId && row.stream_revision !== null && row.transaction_id !== null && row.global_position !== null
      ? [{ stream_revision: row.stream_revision, transaction_id: row.transaction_id, global_position: row.global_position }]
      : [],
  );
  const first = appended[0];
  const last = appended.at(-1);
  if (!first || !last || appended.length !== rows.length) return undefined;
  const consecutive = appended.every(
    (row, index) => BigInt(row.stream_revision) === BigInt(first.stream_revision) + BigInt(index),
  );
  return consecutive ? toAppendResult(last) : undefined;
}

function violates(error: unknown, constraint: string): boolean {
  return error instanceof DatabaseError && error.code === UNIQUE_VIOLATION && error.constraint === constraint;
}

function lastByRevision(rows: readonly AppendedRow[]): AppendedRow | undefined {
  // RETURNING promises no order.
  return rows.reduce<AppendedRow | undefined>(
    (last, row) => (!last || BigInt(row.stream_revision) > BigInt(last.stream_revision) ? row : last),
    undefined,
  );
}

function toAppendResult(row: AppendedRow): AppendResult {
  return { nextExpectedRevision: BigInt(row.stream_revision), position: toPosition(row) };
}

function toCurrentRevision(revision: string | null): bigint | 'no_stream' {
  return revision === null ? 'no_stream' : BigInt(revision);
}

function toPosition(row: PositionRow): LogPosition {
  return { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) };
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: toPosition(row),
    createdAt: row.created_at,
  };
}
