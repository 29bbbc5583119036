import { randomInt } from 'node:crypto';
import { type LoggerService } from '@nestjs/common';
import { type Pool, type PoolClient } from 'pg';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { describeEventStoreContract } from './event-store.contract.test-support';
import {
  comparePositions,
  EventIdConflictError,
  formatPosition,
  type ExpectedRevision,
  LOG_START,
  type LogPosition,
  WrongExpectedRevisionError,
} from './event-store.port';
import { deferred, ids, newEvent, newEvents, newStreamId, SubscriptionProbe } from './event-store.test-support';
import { EVENTS_CHANNEL, PostgresEventStore } from './postgres-event-store';
import { PostgresNotificationListener } from './postgres-notification-listener';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

describeEventStoreContract('Postgres', async () => new PostgresEventStore(db.pool, db.url));

describe('PostgresEventStore', () => {
  let store: PostgresEventStore;

  beforeAll(() => {
    store = new PostgresEventStore(db.pool, db.url);
  });

  afterAll(async () => {
    await store?.close();
  });

  describe('appending', () => {
    it('rejects event ids already stored in another stream', async () => {
      const event = newEvent();
      await store.appendToStream(newStreamId(), [event], 'no_stream');
      const other = newStreamId();

      await expect(store.appendToStream(other, [event], 'any')).rejects.toBeInstanceOf(EventIdConflictError);
      expect(await store.readStream(other)).toEqual([]);
    });

    it('rejects a batch only part of which was stored before', async () => {
      const stream = newStreamId();
      const [stored, fresh] = newEvents(2);
      await store.appendToStream(stream, [stored!], 'no_stream');

      const append = store.appendToStream(stream, [stored!, fresh!], 'no_stream');

      await expect(append).rejects.toMatchObject({ name: 'EventIdConflictError', eventIds: [stored!.id] });
      expect(ids(await store.readStream(stream))).toEqual([stored!.id]);
    });

    it('gives every racing append with any its own revision', async () => {
      const stream = newStreamId();

      const results = await Promise.all(Array.from({ length: 12 }, () => store.appendToStream(stream, [newEvent()], 'any')));

      const revisions = results.map((result) => result.nextExpectedRevision).sort((a, b) => Number(a - b));
      expect(revisions).toEqual(Array.from({ length: 12 }, (_, index) => BigInt(index)));
    });

    it('checks the expectation of an empty append without writing', async () => {
      const stream = newStreamId();
      const written = await store.appendToStream(stream, newEvents(2), 'no_stream');

      await expect(store.appendToStream(stream, [], 1n)).resolves.toEqual(written);
      await expect(store.appendToStream(stream, [], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });
  });

  describe('appendWithin a transaction', () => {
    it('sees the transaction’s earlier appends and writes nothing when it rolls back', async () => {
      const stream = newStreamId();
      await inTransaction(db.pool, 'ROLLBACK', async (tx) => {
        await store.appendWithin(tx, stream, [newEvent()], 'no_stream');
        const second = await store.appendWithin(tx, stream, [newEvent()], 0n);
        expect(second.nextExpectedRevision).toBe(1n);
      });

      expect(await store.readStream(stream)).toEqual([]);
    });

    it('rejects ids stored before, reporting them', async () => {
      const event = newEvent();
      await store.appendToStream(newStreamId(), [event], 'no_stream');

      const append = inTransaction(db.pool, 'COMMIT', async (tx) => {
        await store.appendWithin(tx, newStreamId(), [event, newEvent()], 'any');
      });

      await expect(append).rejects.toMatchObject({ name: 'EventIdConflictError', eventIds: [event.id] });
    });

    it('fails the append of a transaction that raced one which committed first', async () => {
      const stream = newStreamId();
      const [first, second] = [await db.pool.connect(), await db.pool.connect()];
      try {
        await Promise.all([first.query('BEGIN'), second.query('BEGIN')]);
        await store.appendWithin(first, stream, [newEvent()], 'no_stream');
        const racing = store.appendWithin(second, stream, [newEvent()], 'no_stream');
        await first.query('COMMIT');

        await expect(racing).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', actual: 0n });
        await second.query('ROLLBACK');
      } finally {
        first.release();
        second.release();
      }
      expect(await store.readStream(stream)).toHaveLength(1);
    });
  });

  describe('the global log under concurrent transactions (the gap problem)', () => {
    it('holds back a younger commit until an older open transaction commits, then delivers both in order', async () => {
      const [streamA, streamB] = [newStreamId('a'), newStreamId('b')];
      const [eventA, eventB] = [newEvent(), newEvent()];
      const probe = new SubscriptionProbe((event) => event.streamId === streamA || event.streamId === streamB);
      const subscription = store.subscribeToAll(probe.handler, { after: LOG_START, onCaughtUp: probe.onCaughtUp });
      const txA = await db.pool.connect();
      try {
        await txA.query('BEGIN');
        await store.appendWithin(txA, streamA, [eventA], 'no_stream');
        await store.appendToStream(streamB, [eventB], 'no_stream');

        await probe.untilCaughtUpAgain(2);
        expect(probe.events).toEqual([]);
        expect(ids(await store.readAll())).not.toContain(eventB.id);

        await txA.query('COMMIT');
        await probe.untilReceived(2);
      } finally {
        txA.release();
        await subscription.stop();
      }

      expect(ids(probe.events)).toEqual([eventA.id, eventB.id]);
    });

    it('delivers every event exactly once, in increasing positions, while transactions commit out of order', async () => {
      const probe = new SubscriptionProbe();
      const received = probe.events;
      const subscription = store.subscribeToAll(probe.handler, { after: LOG_START, batchSize: 100 });

      const writers = [
        ...Array.from({ length: 16 }, () => writeInHeldTransactions(store, db.pool, { transactions: 16, eventsEach: 4 })),
        ...Array.from({ length: 4 }, () => writeDirectly(store, { appends: 40 })),
      ];
      const written = (await Promise.all(writers)).flat();
      const last = written.map((append) => append.position).reduce(latest);
      await probe.until(() => received.length > 0 && comparePositions(received.at(-1)!.position, last) >= 0);
      await subscription.stop();

      const writtenIds = written.flatMap((append) => append.ids);
      const receivedIds = ids(received);
      expect(writtenIds.length).toBeGreaterThanOrEqual(1000);
      expect(new Set(receivedIds).size).toBe(receivedIds.length);
      const writtenSet = new Set(writtenIds);
      expect(receivedIds.filter((id) => writtenSet.has(id)).sort()).toEqual([...writtenIds].sort());
      expect(outOfOrder(received.map((event) => event.position))).toEqual([]);
    });
  });

  describe('waking subscribers', () => {
    it('reads the log once for all the subscribers one append wakes, and not again once they have it', async () => {
      let reads = 0;
      const countingPool = {
        query: (...args: Parameters<Pool['query']>) => {
          if ((args[0] as { name?: string }).name === 'event-store-read-all') reads += 1;
          return (db.pool.query as (...all: unknown[]) => unknown)(...args);
        },
        connect: () => db.pool.connect(),
      } as unknown as Pool;
      const counted = new PostgresEventStore(countingPool, db.url, { idlePollMs: 60_000 });
      const stream = newStreamId();
      const after = await counted.headPosition();
      const probes = Array.from({ length: 6 }, () => new SubscriptionProbe((event) => event.streamId === stream));
      for (const probe of probes) counted.subscribeToAll(probe.handler, { after, onCaughtUp: probe.onCaughtUp });
      await Promise.all(probes.map((probe) => probe.until(() => probe.caughtUpCount === 1)));
      // The listener's first connection wakes every subscriber without a position (appends may have been missed), which
      // starts re-reads for hidden transactions; a first append's wake-up, with its position, takes its place.
      await counted.listening();
      await counted.appendToStream(stream, [newEvent()], 'no_stream');
      await Promise.all(probes.map((probe) => probe.untilReceived(1)));
      reads = 0;

      await counted.appendToStream(stream, [newEvent()], 'any');
      await Promise.all(probes.map((probe) => probe.untilReceived(2)));
      // Long enough for the notification's echo and the re-reads after a wake-up that found nothing (2 … 50 ms).
      await new Promise((resolve) => setTimeout(resolve, 100));
      await counted.close();

      expect(reads).toBe(1);
    });

    it('falls back to polling when the LISTEN connection cannot be made', async () => {
      const listenerDown = deferred();
      const unreachable = new URL(db.url);
      unreachable.pathname = '/no_such_database';
      const polling = new PostgresEventStore(db.pool, unreachable.toString(), {
        idlePollMs: 20,
        logger: quietLogger([], () => listenerDown.resolve()),
      });
      const stream = newStreamId();
      const probe = new SubscriptionProbe((event) => event.streamId === stream);
      polling.subscribeToAll(probe.handler, { after: await polling.headPosition() });
      await listenerDown.promise;

      // Written through another store, so nothing but polling can tell `polling` about it.
      await store.appendToStream(stream, [newEvent()], 'no_stream');
      await probe.untilReceived(1);
      await polling.close();

      expect(probe.events).toHaveLength(1);
    });

    it('announces appends to other processes, those made within a transaction once it commits, each with where it ended', async () => {
      const listener = new CountingListener(db.url);
      const positions: string[] = [];
      try {
        listener.start();
        await listener.untilNotified(1);

        positions.push(formatPosition((await store.appendToStream(newStreamId(), [newEvent()], 'no_stream')).position));
        await listener.untilNotified(2);
        await inTransaction(db.pool, 'COMMIT', async (tx) => {
          positions.push(formatPosition((await store.appendWithin(tx, newStreamId(), [newEvent()], 'no_stream')).position));
        });
        await listener.untilNotified(3);
      } finally {
        await listener.close();
      }

      expect(listener.notifications).toBeGreaterThanOrEqual(3);
      // The connection's own wake-up says nothing; each append's names its position (a subscriber then knows when it has it).
      expect(listener.payloads.slice(0, 3)).toEqual([undefined, ...positions]);
    });

    it('reconnects the listener when its connection drops', async () => {
      const listener = new CountingListener(db.url);
      try {
        listener.start();
        await listener.untilNotified(1);
        await db.pool.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE application_name = $1 AND datname = current_database()`,
          [listener.applicationName],
        );
        await listener.untilNotified(2);
        await db.pool.query(`SELECT pg_notify($1, '')`, [EVENTS_CHANNEL]);
        await listener.untilNotified(3);
      } finally {
        await listener.close();
      }

      expect(listener.warnings).toHaveLength(1);
    });
  });
});

/** A listener on the events channel that counts its wake-ups (one on each connection, one per notification). */
class CountingListener {
  readonly applicationName = `listener-${randomInt(1_000_000)}`;
  readonly warnings: string[] = [];
  readonly payloads: Array<string | undefined> = [];
  notifications = 0;
  private readonly waiters: Array<() => void> = [];
  private readonly listener: PostgresNotificationListener;

  constructor(url: string) {
    this.listener = new PostgresNotificationListener({
      connectionString: url,
      channel: EVENTS_CHANNEL,
      applicationName: this.applicationName,
      logger: quietLogger(this.warnings),
      onNotification: (payload) => {
        this.notifications += 1;
        this.payloads.push(payload);
        for (const wake of this.waiters.splice(0)) wake();
      },
    });
  }

  start(): void {
    this.listener.start();
  }

  close(): Promise<void> {
    return this.listener.close();
  }

  async untilNotified(count: number): Promise<void> {
    while (this.notifications < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }
}

interface WrittenAppend {
  readonly ids: string[];
  readonly position: LogPosition;
}

/** One stream per writer; each append in its own transaction, held open 0–30 ms before COMMIT. */
async function writeInHeldTransactions(
  store: PostgresEventStore,
  pool: Pool,
  plan: { transactions: number; eventsEach: number },
): Promise<WrittenAppend[]> {
  const stream = newStreamId('held');
  const written: WrittenAppend[] = [];
  let expected: ExpectedRevision = 'no_stream';
  for (let index = 0; index < plan.transactions; index += 1) {
    const events = newEvents(plan.eventsEach);
    await inTransaction(pool, 'COMMIT', async (tx) => {
      const result = await store.appendWithin(tx, stream, events, expected);
      await new Promise((resolve) => setTimeout(resolve, randomInt(0, 31)));
      expected = result.nextExpectedRevision;
      written.push({ ids: ids(events), position: result.position });
    });
  }
  return written;
}

async function writeDirectly(store: PostgresEventStore, plan: { appends: number }): Promise<WrittenAppend[]> {
  const written: WrittenAppend[] = [];
  for (let index = 0; index < plan.appends; index += 1) {
    const event = newEvent();
    const result = await store.appendToStream(newStreamId('direct'), [event], 'no_stream');
    written.push({ ids: [event.id], position: result.position });
  }
  return written;
}

async function inTransaction(
  pool: Pool,
  end: 'COMMIT' | 'ROLLBACK',
  work: (tx: PoolClient) => Promise<void>,
): Promise<void> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    await work(tx);
    await tx.query(end);
    tx.release();
  } catch (error) {
    // Destroying the connection rolls its transaction back.
    tx.release(true);
    throw error;
  }
}

function latest(a: LogPosition, b: LogPosition): LogPosition {
  return comparePositions(a, b) >= 0 ? a : b;
}

function outOfOrder(positions: readonly LogPosition[]): LogPosition[] {
  return positions.filter((position, index) => index > 0 && comparePositions(positions[index - 1]!, position) >= 0);
}

function quietLogger(warnings: string[], onWarning: () => void = () => undefined): LoggerService {
  const record = (message: unknown) => {
    warnings.push(String(message));
    onWarning();
  };
  return { log: () => undefined, error: record, warn: record };
}
