import { randomUUID } from 'node:crypto';
import { type BatchHandler, type NewEvent, type RecordedEvent } from './event-store.port';

export function newStreamId(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}

export function newEvent(type = 'TestHappened', data: Record<string, unknown> = {}): NewEvent {
  return { id: randomUUID(), type, data, metadata: { actorKind: 'system', source: 'api' } };
}

export function newEvents(count: number, type?: string): NewEvent[] {
  return Array.from({ length: count }, (_, index) => newEvent(type, { index }));
}

export function ids(events: readonly { id: string }[]): string[] {
  return events.map((event) => event.id);
}

/**
 * Records what a subscription delivers (the events that `keep` selects, every batch's size) and how often it
 * caught up, and lets a test wait for a condition on them: the subscription's own progress is the only clock.
 */
export class SubscriptionProbe {
  readonly events: RecordedEvent[] = [];
  readonly batchSizes: number[] = [];
  caughtUpCount = 0;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly keep: (event: RecordedEvent) => boolean = () => true) {}

  readonly handler: BatchHandler = async (batch) => {
    this.batchSizes.push(batch.length);
    this.events.push(...batch.filter(this.keep));
    this.notifyWaiters();
  };

  readonly onCaughtUp = (): void => {
    this.caughtUpCount += 1;
    this.notifyWaiters();
  };

  /** Resolves once `condition` holds (checked now and after every delivery or catch-up). */
  until(condition: () => boolean): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!condition()) return;
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  untilReceived(count: number): Promise<void> {
    return this.until(() => this.events.length >= count);
  }

  /** Resolves after `count` more catch-ups: the last of them began reading after this call. */
  untilCaughtUpAgain(count: number): Promise<void> {
    const target = this.caughtUpCount + count;
    return this.until(() => this.caughtUpCount >= target);
  }

  private notifyWaiters(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
