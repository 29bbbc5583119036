import {
  type BatchHandler,
  type LogPosition,
  type RecordedEvent,
  type Subscription,
} from './event-store.port';

/**
 * After a wake-up that found nothing visible (an older transaction is still open, and it may not be an
 * append that will notify when it ends), re-read soon, then less often, then fall back to idle polling.
 */
const RETRY_DELAYS_MS = [2, 5, 10, 20, 50, 100, 200];

export interface PostgresSubscriptionOptions {
  /** Reads the visible global log strictly after a position. */
  readonly readAfter: (position: LogPosition, maxCount: number) => Promise<RecordedEvent[]>;
  readonly handler: BatchHandler;
  readonly after: LogPosition;
  readonly batchSize: number;
  readonly idlePollMs: number;
  readonly onCaughtUp?: (() => void) | undefined;
}

/** Catch-up then live delivery of the global log: reads in batches, sleeps until woken or the poll is due. */
export class PostgresSubscription implements Subscription {
  readonly done: Promise<void>;
  private readonly signal = new WakeSignal();
  private stopped = false;
  private retries = RETRY_DELAYS_MS.length;

  constructor(private readonly options: PostgresSubscriptionOptions) {
    this.done = this.run();
    // Failures reach the consumer through `done`; one that nobody awaits must not crash the process.
    this.done.catch(() => undefined);
  }

  /** Something was committed: read again now. */
  wake(): void {
    this.signal.raise();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.signal.raise();
    await this.done.catch(() => undefined);
  }

  private async run(): Promise<void> {
    let position = this.options.after;
    while (!this.stopped) {
      const events = await this.options.readAfter(position, this.options.batchSize);
      if (this.stopped) return;
      const last = events.at(-1);
      if (last) {
        await this.options.handler(events);
        position = last.position;
        continue;
      }
      this.options.onCaughtUp?.();
      await this.sleep();
    }
  }

  private async sleep(): Promise<void> {
    const delay = RETRY_DELAYS_MS[this.retries] ?? this.options.idlePollMs;
    this.retries += 1;
    if (await this.signal.wait(delay)) this.retries = 0;
  }
}

/** A wake-up that is remembered when it arrives while nobody waits, so a read never misses one. */
class WakeSignal {
  private raised = false;
  private release: (() => void) | undefined;

  raise(): void {
    this.raised = true;
    this.release?.();
  }

  /** True when raised (before or during the wait), false when `timeoutMs` passed first. */
  wait(timeoutMs: number): Promise<boolean> {
    if (this.raised) {
      this.raised = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const finish = (raised: boolean) => {
        clearTimeout(timer);
        this.release = undefined;
        this.raised = false;
        resolve(raised);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      this.release = () => finish(true);
    });
  }
}
