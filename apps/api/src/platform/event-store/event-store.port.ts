/**
 * The event store port. Two adapters implement it (PostgreSQL, EventStoreDB) and pass one contract suite.
 */

/** A position in the global log. Compared by commit first, then prepare (EventStoreDB's shape; on
 * Postgres commit is the writer's transaction id and prepare the row's global_position). */
export interface LogPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const LOG_START: LogPosition = { commit: 0n, prepare: 0n };

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function formatPosition(position: LogPosition): string {
  return `${position.commit}/${position.prepare}`;
}

export function parsePosition(text: string): LogPosition {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new Error(`Not a log position: ${text}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

/** `no_stream`: the stream must not exist; `any`: no check; a number: the revision of the stream's last event. */
export type ExpectedRevision = 'no_stream' | 'any' | bigint;

export interface NewEvent {
  /** UUID; re-appending the same ids to the same stream is idempotent. */
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Record<string, unknown>;
}

export interface RecordedEvent extends NewEvent {
  readonly streamId: string;
  /** 0-based position of the event in its stream. */
  readonly revision: bigint;
  readonly position: LogPosition;
  readonly createdAt: Date;
}

export interface AppendResult {
  /** Revision of the last event in the stream after the append. */
  readonly nextExpectedRevision: bigint;
  /** Log position of the last appended event. */
  readonly position: LogPosition;
}

export interface ReadStreamOptions {
  readonly direction?: 'forwards' | 'backwards';
  /** Inclusive; defaults to the start (forwards) or the end (backwards). */
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  readonly after?: LogPosition;
  readonly maxCount?: number;
}

export interface SubscribeOptions {
  /** Exclusive checkpoint: delivery starts after it. */
  readonly after?: LogPosition;
  /** Largest batch handed to the handler at once. */
  readonly batchSize?: number;
  /** Called whenever the subscription has delivered everything it can see and waits for more
   * (EventStoreDB's `caughtUp`): lets callers and tests know a read happened without timing it. */
  readonly onCaughtUp?: () => void;
}

/** Receives events in log order; the next batch waits until the returned promise settles. */
export type BatchHandler = (events: readonly RecordedEvent[]) => Promise<void>;

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  stop(): Promise<void>;
  /** Settles when the subscription ends: resolves on stop, rejects when the handler or the store fails. */
  readonly done: Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

/** Some of the appended event ids already exist, but not as this very append to this stream (so it is no retry). */
export class EventIdConflictError extends Error {
  override readonly name = 'EventIdConflictError';
  constructor(
    readonly streamId: string,
    readonly eventIds: readonly string[],
  ) {
    super(`Stream ${streamId}: event ids already used by another append: ${eventIds.join(', ')}`);
  }
}

export class StreamNotFoundError extends Error {
  override readonly name = 'StreamNotFoundError';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} does not exist`);
  }
}

export interface EventStore {
  appendToStream(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** The global log in commit order, from a position (exclusive). */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch-up from the checkpoint, then live. */
  subscribeToAll(handler: BatchHandler, options?: SubscribeOptions): Subscription;
  /** Position of the last event a subscriber may see now (LOG_START when the log is empty). */
  headPosition(): Promise<LogPosition>;
  close(): Promise<void>;
}

/** Nest injection token for the configured adapter. */
export const EVENT_STORE = Symbol('EVENT_STORE');
