import { comparePositions, LOG_START, type LogPosition, type RecordedEvent } from './event-store.port';
import { deferred, newEvent, SubscriptionProbe } from './event-store.test-support';
import { PostgresSubscription, type PostgresSubscriptionOptions } from './postgres-subscription';

// Long enough that no test can be passed by the idle poll: only reads the test causes happen.
const NEVER_POLL_MS = 60_000;

/** An in-memory global log standing in for Postgres: reads return what was "committed" after a position. */
class FakeLog {
  readonly events: RecordedEvent[] = [];
  readonly reads: LogPosition[] = [];
  failure: Error | undefined;
  private readonly readWaiters = new Set<() => void>();

  commit(count: number): void {
    for (let index = 0; index < count; index += 1) {
      const prepare = BigInt(this.events.length + 1);
      this.events.push({
        ...newEvent(),
        streamId: 'fake',
        revision: prepare - 1n,
        position: { commit: prepare, prepare },
        createdAt: new Date(0),
      });
    }
  }

  readonly readAfter = async (position: LogPosition, maxCount: number): Promise<RecordedEvent[]> => {
    this.reads.push(position);
    for (const waiter of [...this.readWaiters]) waiter();
    if (this.failure) throw this.failure;
    return this.events.filter((event) => comparePositions(event.position, position) > 0).slice(0, maxCount);
  };

  untilReads(count: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.reads.length < count) return;
        this.readWaiters.delete(check);
        resolve();
      };
      this.readWaiters.add(check);
      check();
    });
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A subscription whose handler holds its first batch until `release` resolves; returned once that batch is in it. */
async function heldInHandler(log: FakeLog) {
  const entered = deferred();
  const release = deferred();
  const probe = new SubscriptionProbe();
  const subscription = subscribe(log, {
    onCaughtUp: probe.onCaughtUp,
    handler: async (batch) => {
      entered.resolve();
      await release.promise;
      await probe.handler(batch);
    },
  });
  await entered.promise;
  return { subscription, probe, release };
}

function subscribe(log: FakeLog, overrides: Partial<PostgresSubscriptionOptions> = {}): PostgresSubscription {
  return new PostgresSubscription({
    readAfter: log.readAfter,
    handler: async () => undefined,
    after: LOG_START,
    batchSize: 10,
    idlePollMs: NEVER_POLL_MS,
    ...overrides,
  });
}

describe('PostgresSubscription', () => {
  it('delivers the log in batches, each read starting after the last delivered event', async () => {
    const log = new FakeLog();
    log.commit(5);
    const probe = new SubscriptionProbe();
    const subscription = subscribe(log, { handler: probe.handler, onCaughtUp: probe.onCaughtUp, batchSize: 2 });

    await probe.until(() => probe.caughtUpCount === 1);
    await subscription.stop();

    expect(probe.batchSizes).toEqual([2, 2, 1]);
    expect(probe.events.map((event) => event.id)).toEqual(log.events.map((event) => event.id));
    // The short batch was the whole visible log when it was read: no read after it to find the end.
    expect(log.reads.map((position) => position.prepare)).toEqual([0n, 2n, 4n]);
  });

  it('starts after the checkpoint it is given', async () => {
    const log = new FakeLog();
    log.commit(3);
    const probe = new SubscriptionProbe();
    const subscription = subscribe(log, { handler: probe.handler, onCaughtUp: probe.onCaughtUp, after: log.events[0]!.position });

    await probe.until(() => probe.caughtUpCount === 1);
    await subscription.stop();

    expect(probe.events.map((event) => event.id)).toEqual(log.events.slice(1).map((event) => event.id));
  });

  it('reads again at once when woken', async () => {
    const log = new FakeLog();
    const probe = new SubscriptionProbe();
    const subscription = subscribe(log, { handler: probe.handler, onCaughtUp: probe.onCaughtUp });
    await probe.until(() => probe.caughtUpCount === 1);

    log.commit(1);
    subscription.wake();
    await probe.untilReceived(1);
    await subscription.stop();

    expect(probe.events).toHaveLength(1);
  });

  it('keeps re-reading for a while after a wake-up that found nothing visible yet', async () => {
    const log = new FakeLog();
    const subscription = subscribe(log);
    await log.untilReads(1);

    subscription.wake();
    // One read for the wake-up, then the short retries: all far sooner than the idle poll.
    await log.untilReads(5);
    await subscription.stop();

    expect(log.reads.length).toBeGreaterThanOrEqual(5);
  });

  it('reads nothing for a wake-up whose append it has delivered already', async () => {
    const log = new FakeLog();
    log.commit(1);
    const probe = new SubscriptionProbe();
    const subscription = subscribe(log, { handler: probe.handler, onCaughtUp: probe.onCaughtUp });
    await probe.until(() => probe.caughtUpCount === 1);

    subscription.wake(log.events[0]!.position);
    await pause(30);
    await subscription.stop();

    // The read that delivered the event (a short batch, so the log's end): no second.
    expect(log.reads.map((position) => position.prepare)).toEqual([0n]);
  });

  it('sleeps until the next wake-up once the append a wake-up announced is delivered, with no re-reads', async () => {
    const log = new FakeLog();
    const probe = new SubscriptionProbe();
    const subscription = subscribe(log, { handler: probe.handler });
    await log.untilReads(1);

    log.commit(1);
    subscription.wake(log.events[0]!.position);
    await probe.untilReceived(1);
    // Long enough for the re-reads after a wake-up that found nothing (2, 5, 10 and 20 ms) to happen.
    await pause(60);
    await subscription.stop();

    // The first read found nothing, the wake-up's read delivered the event: no re-reads after it.
    expect(log.reads.map((position) => position.prepare)).toEqual([0n, 0n]);
  });

  it('re-reads after a wake-up whose append is not visible yet until it is delivered, with no other wake-up', async () => {
    const log = new FakeLog();
    const probe = new SubscriptionProbe();
    const subscription = subscribe(log, { handler: probe.handler });
    await log.untilReads(1);

    // Committed, but hidden behind an older transaction still open: the reads come up empty for a while.
    subscription.wake({ commit: 1n, prepare: 1n });
    await log.untilReads(4);
    log.commit(1);
    await probe.untilReceived(1);
    await subscription.stop();

    expect(probe.events).toHaveLength(1);
  });

  it('costs no extra read for a wake-up that arrived while its own append was being handled', async () => {
    const log = new FakeLog();
    log.commit(1);
    const { subscription, probe, release } = await heldInHandler(log);

    // Another process's announcement of the append being handled (NOTIFY arrives after the in-process wake-up).
    subscription.wake(log.events[0]!.position);
    release.resolve();
    await probe.until(() => probe.caughtUpCount === 1);
    await pause(60);
    await subscription.stop();

    expect(log.reads.map((position) => position.prepare)).toEqual([0n]);
  });

  it('remembers a wake-up that arrives while the handler runs', async () => {
    const log = new FakeLog();
    log.commit(1);
    const { subscription, probe, release } = await heldInHandler(log);

    log.commit(1);
    subscription.wake();
    release.resolve();
    await probe.untilReceived(2);
    await subscription.stop();

    expect(probe.events).toHaveLength(2);
  });

  it('never runs two handler calls at once', async () => {
    const log = new FakeLog();
    log.commit(30);
    let running = 0;
    let mostAtOnce = 0;
    const probe = new SubscriptionProbe();
    const subscription = subscribe(log, {
      batchSize: 3,
      onCaughtUp: probe.onCaughtUp,
      handler: async (batch) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        await probe.handler(batch);
      },
    });

    await probe.until(() => probe.caughtUpCount === 1);
    await subscription.stop();

    expect(probe.events).toHaveLength(30);
    expect(mostAtOnce).toBe(1);
  });

  it('rejects done when the handler throws, and still stops cleanly', async () => {
    const log = new FakeLog();
    log.commit(1);
    const failure = new Error('handler failed');
    const subscription = subscribe(log, { handler: () => Promise.reject(failure) });

    await expect(subscription.done).rejects.toBe(failure);
    await expect(subscription.stop()).resolves.toBeUndefined();
  });

  it('rejects done when reading fails', async () => {
    const log = new FakeLog();
    log.failure = new Error('connection lost');

    await expect(subscribe(log).done).rejects.toBe(log.failure);
  });

  it('delivers nothing read after stop() was called', async () => {
    const log = new FakeLog();
    const probe = new SubscriptionProbe();
    const subscription = subscribe(log, { handler: probe.handler });
    await log.untilReads(1);

    log.commit(1);
    await subscription.stop();
    subscription.wake();

    await expect(subscription.done).resolves.toBeUndefined();
    expect(probe.events).toEqual([]);
  });
});
