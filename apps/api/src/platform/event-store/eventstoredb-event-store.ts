import {
  BACKWARDS,
  type Direction,
  END,
  ErrorType,
  EventStoreDBClient,
  FORWARDS,
  isCommandError,
  type ReadPosition,
  START,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type AppendResult,
  type BatchHandler,
  comparePositions,
  type EventStore,
  type ExpectedRevision,
  LOG_START,
  type LogPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';
import {
  fromEsdbAppendResult,
  fromEsdbCurrentRevision,
  fromEsdbResolvedEvent,
  MissingPositionError,
  toEsdbEventData,
  toEsdbExpectedRevision,
  toEsdbReadPosition,
} from './eventstoredb-mapping';
import { EventStoreDbSubscription } from './eventstoredb-subscription';

const DEFAULT_BATCH_SIZE = 500;

/** The event store on EventStoreDB (ARCHITECTURE.md "EventStoreDB adapter"), through @eventstore/db-client. */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EventStoreDbSubscription>();

  constructor(connectionString: string) {
    this.client = connect(connectionString);
  }

  async appendToStream(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(streamId, events.map(toEsdbEventData), {
        expectedRevision: toEsdbExpectedRevision(expected),
      });
      return (
        fromEsdbAppendResult(result) ?? {
          nextExpectedRevision: result.nextExpectedRevision,
          position: await this.positionOfRevision(streamId, result.nextExpectedRevision),
        }
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expected, fromEsdbCurrentRevision(error.actualVersion));
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const reading = this.client.readStream(streamId, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision ?? (backwards ? END : START),
      maxCount: options.maxCount,
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of reading) {
        const event = fromEsdbResolvedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return events;
  }

  /** $all has no server-side filter for reads: system events are skipped here, so the log is paged by hand. */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const { after } = options;
    const isNew = (event: RecordedEvent) => !after || comparePositions(event.position, after) > 0;
    return this.scanAll({ direction: FORWARDS, fromPosition: toEsdbReadPosition(after) }, isNew, options.maxCount);
  }

  subscribeToAll(handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    const subscription = new EventStoreDbSubscription(this.client, handler, {
      after: options.after,
      batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
      onCaughtUp: options.onCaughtUp,
    });
    this.subscriptions.add(subscription);
    void subscription.done.catch(() => undefined).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async headPosition(): Promise<LogPosition> {
    const [last] = await this.scanAll({ direction: BACKWARDS, fromPosition: END }, () => true, 1);
    return last?.position ?? LOG_START;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }

  /** The log position of one event of a stream (LOG_START before its first). */
  private async positionOfRevision(streamId: string, revision: bigint): Promise<LogPosition> {
    if (revision < 0n) return LOG_START;
    const [event] = await this.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    if (!event) throw new MissingPositionError(streamId);
    return event.position;
  }

  /** Reads $all from a position, keeping the application's events that pass `keep`, up to `maxCount`. */
  private async scanAll(
    from: { direction: Direction; fromPosition: ReadPosition },
    keep: (event: RecordedEvent) => boolean,
    maxCount = Number.POSITIVE_INFINITY,
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (maxCount <= 0) return events;
    const reading = this.client.readAll(from);
    for await (const resolved of reading) {
      const event = fromEsdbResolvedEvent(resolved);
      if (event && keep(event)) events.push(event);
      if (events.length >= maxCount) break;
    }
    // Leaving the loop early closes our side only; the server keeps streaming until the call is cancelled.
    if (events.length >= maxCount) await reading.cancel();
    return events;
  }
}

function connect(connectionString: string): EventStoreDBClient {
  try {
    return EventStoreDBClient.connectionString(connectionString);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`ESDB_CONNECTION_STRING is not a valid EventStoreDB connection string: ${reason}`);
  }
}

function isStreamNotFound(error: unknown): boolean {
  return error instanceof Error && isCommandError(error) && error.type === ErrorType.STREAM_NOT_FOUND;
}
