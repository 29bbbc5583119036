import {
  type BatchHandler,
  comparePositions,
  type LogPosition,
  type RecordedEvent,
  type Subscription,
} from './event-store.port';

/**
 * After a wake-up that found nothing visible (an older transaction is still open, and it may not be an
 * append that will notify when it ends), re-read soon, then less often, then fall back to idle polling.
 * Not after a wake-up whose announced append has been delivered: that one is accounted for.
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

/** A wake-up that did not say where its append ended (a reconnection, a notification without a position). */
const SOMEWHERE = 'somewhere';

/** Catch-up then live delivery of the global log: reads in batches, sleeps until woken or the poll is due. */
export class PostgresSubscription implements Subscription {
  readonly done: Promise<void>;
  private readonly signal = new WakeSignal();
  private stopped = false;
  private retries = RETRY_DELAYS_MS.length;
  /** Just after the last event delivered. */
  private position: LogPosition;
  /** The furthest append announced by a wake-up and not delivered yet; undefined when none is owed. */
  private announced: LogPosition | typeof SOMEWHERE | undefined;

  constructor(private readonly options: PostgresSubscriptionOptions) {
    this.position = options.after;
    this.done = this.run();
    // Failures reach the consumer through `done`; one that nobody awaits must not crash the process.
    this.done.catch(() => undefined);
  }

  /**
   * Something was committed: read again now. `position`, where the committed append ended when the waker knows it:
   * a wake-up for an append already delivered reads nothing, and once the append is delivered the subscription
   * sleeps until the next wake-up rather than re-reading for hidden transactions. A wake-up without a position
   * starts the re-reads unless a later one with a position replaces it (the idle poll is the backstop).
   */
  wake(position?: LogPosition): void {
    if (position === undefined) this.announced = SOMEWHERE;
    else if (comparePositions(position, this.position) <= 0) return;
    else if (this.announced === undefined || this.announced === SOMEWHERE || comparePositions(position, this.announced) > 0) {
      this.announced = position;
    }
    this.signal.raise();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.signal.raise();
    await this.done.catch(() => undefined);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const events = await this.options.readAfter(this.position, this.options.batchSize);
      if (this.stopped) return;
      const last = events.at(-1);
      if (last) {
        await this.options.handler(events);
        this.position = last.position;
        // A short batch was all of the log that was visible when it was read; what was committed since wakes this up.
        if (events.length >= this.options.batchSize) continue;
      }
      this.options.onCaughtUp?.();
      await this.sleep();
    }
  }

  private async sleep(): Promise<void> {
    const announced = this.announced;
    if (this.stopped) return;
    if (announced !== SOMEWHERE && (announced === undefined || comparePositions(announced, this.position) <= 0)) {
      // Every announced append is delivered: nothing is known to be hidden, and a wake-up that came in while its
      // append was being read or handled is accounted for.
      this.announced = undefined;
      this.retries = RETRY_DELAYS_MS.length;
      this.signal.clear();
    }
    const delay = RETRY_DELAYS_MS[this.retries];
    this.retries += 1;
    // The re-reads are over: a wake-up that did not say where is left to the idle poll.
    if (delay === undefined && this.announced === SOMEWHERE) this.announced = undefined;
    if (await this.signal.wait(delay ?? this.options.idlePollMs)) this.retries = 0;
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

  /** Forgets a wake-up raised while nobody waited. */
  clear(): void {
    this.raised = false;
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
