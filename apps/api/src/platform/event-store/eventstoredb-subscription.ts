import { type AllStreamSubscription, type EventStoreDBClient, excludeSystemEvents } from '@eventstore/db-client';
import { type BatchHandler, type LogPosition, type RecordedEvent, type Subscription } from './event-store.port';
import { fromEsdbResolvedEvent, toEsdbReadPosition } from './eventstoredb-mapping';

const FIRST_RESUBSCRIBE_DELAY_MS = 100;
const MAX_RESUBSCRIBE_DELAY_MS = 5000;

export interface EventStoreDbSubscriptionOptions {
  readonly after: LogPosition | undefined;
  readonly batchSize: number;
  readonly onCaughtUp?: (() => void) | undefined;
}

/** Marks a failure of the consumer's handler, which ends the subscription, unlike a lost connection. */
class HandlerFailure {
  constructor(readonly cause: unknown) {}
}

/**
 * A catch-up subscription to $all without system events, batched for the handler. When the server or the
 * connection fails it subscribes again, with backoff, after the last event the handler finished.
 */
export class EventStoreDbSubscription implements Subscription {
  readonly done: Promise<void>;
  private stopped = false;
  private position: LogPosition | undefined;
  private current: AllStreamSubscription | undefined;
  private failures = 0;
  private cancelBackoff: (() => void) | undefined;

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly handler: BatchHandler,
    private readonly options: EventStoreDbSubscriptionOptions,
  ) {
    this.position = options.after;
    this.done = this.run();
    // Failures reach the consumer through `done`; one that nobody awaits must not crash the process.
    this.done.catch(() => undefined);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelBackoff?.();
    const current = this.current;
    if (current) {
      await current.unsubscribe();
      // Cancelling the call does not end the client's stream; destroying it ends our iteration.
      current.destroy();
    }
    await this.done.catch(() => undefined);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.deliverUntilDropped();
      } catch (error) {
        if (error instanceof HandlerFailure) throw error.cause;
        if (this.stopped) return;
        this.failures += 1;
      }
      await this.backoff();
    }
  }

  private async deliverUntilDropped(): Promise<void> {
    const subscription = this.client.subscribeToAll({
      fromPosition: toEsdbReadPosition(this.position),
      filter: excludeSystemEvents(),
    });
    this.current = subscription;
    // Errors the client emits after we stopped iterating (and so listening) must not crash the process.
    subscription.on('error', () => undefined);
    let live = false;
    let handling = false;
    const reportCaughtUp = () => {
      if (live && !handling && subscription.readableLength === 0) this.options.onCaughtUp?.();
    };
    subscription.on('caughtUp', () => {
      live = true;
      reportCaughtUp();
    });
    subscription.on('fellBehind', () => (live = false));
    try {
      for await (const batch of inBatches(subscription, this.options.batchSize)) {
        if (this.stopped) return;
        handling = true;
        await this.deliver(batch);
        handling = false;
        reportCaughtUp();
      }
    } finally {
      this.current = undefined;
      if (!subscription.destroyed) await subscription.unsubscribe().catch(() => undefined);
      subscription.destroy();
    }
  }

  private async deliver(batch: readonly RecordedEvent[]): Promise<void> {
    try {
      await this.handler(batch);
    } catch (error) {
      throw new HandlerFailure(error);
    }
    this.position = batch.at(-1)?.position ?? this.position;
    this.failures = 0;
  }

  private backoff(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const delay = Math.min(FIRST_RESUBSCRIBE_DELAY_MS * 2 ** this.failures, MAX_RESUBSCRIBE_DELAY_MS);
    return new Promise((resolve) => {
      const timer = setTimeout(finish, delay);
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.cancelBackoff = finish;
    });
  }
}

/** Hands over what has arrived rather than wait for a full batch, so live events go out at once. */
async function* inBatches(subscription: AllStreamSubscription, batchSize: number): AsyncGenerator<RecordedEvent[]> {
  let batch: RecordedEvent[] = [];
  for await (const resolved of subscription) {
    const event = fromEsdbResolvedEvent(resolved);
    if (event) batch.push(event);
    if (batch.length >= batchSize || (batch.length > 0 && subscription.readableLength === 0)) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
