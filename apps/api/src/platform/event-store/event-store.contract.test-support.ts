import {
  comparePositions,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from './event-store.port';
import { deferred, ids, newEvent, newEvents, newStreamId, SubscriptionProbe } from './event-store.test-support';

const VISIBILITY_POLL_MS = 10;

/**
 * The behaviour every EventStore adapter shares (ARCHITECTURE.md "Event sourcing"). Each test uses streams of
 * its own and only looks at them, so it also runs against a server holding other data.
 */
export function describeEventStoreContract(name: string, makeStore: () => Promise<EventStore>): void {
  describe(`${name} event store contract`, () => {
    let store: EventStore;

    beforeAll(async () => {
      store = await makeStore();
    });

    afterAll(async () => {
      await store?.close();
    });

    describe('expected revision', () => {
      it('creates a stream with no_stream and numbers its events from 0', async () => {
        const stream = newStreamId();
        const events = newEvents(3);

        const result = await store.appendToStream(stream, events, 'no_stream');

        expect(result.nextExpectedRevision).toBe(2n);
        const read = await store.readStream(stream);
        expect(read.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
        expect(ids(read)).toEqual(ids(events));
        expect(read.at(-1)?.position).toEqual(result.position);
      });

      it('rejects no_stream when the stream exists, reporting its revision', async () => {
        const stream = newStreamId();
        await store.appendToStream(stream, newEvents(2), 'no_stream');

        const append = store.appendToStream(stream, [newEvent()], 'no_stream');

        await expect(append).rejects.toThrow(WrongExpectedRevisionError);
        await expect(append).rejects.toMatchObject({ streamId: stream, expected: 'no_stream', actual: 1n });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('appends at the exact revision and rejects a stale one', async () => {
        const stream = newStreamId();
        await store.appendToStream(stream, [newEvent()], 'no_stream');
        const second = await store.appendToStream(stream, [newEvent()], 0n);

        const stale = store.appendToStream(stream, [newEvent()], 0n);

        expect(second.nextExpectedRevision).toBe(1n);
        await expect(stale).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', expected: 0n, actual: 1n });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('rejects an exact revision when the stream does not exist', async () => {
        const stream = newStreamId();

        const append = store.appendToStream(stream, [newEvent()], 0n);

        await expect(append).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);
      });

      it('appends with any, to a new or an existing stream', async () => {
        const stream = newStreamId();

        const first = await store.appendToStream(stream, newEvents(2), 'any');
        const second = await store.appendToStream(stream, [newEvent()], 'any');

        expect([first.nextExpectedRevision, second.nextExpectedRevision]).toEqual([1n, 2n]);
      });

      it('lets exactly one of several concurrent appends at the same revision win', async () => {
        const stream = newStreamId();
        await store.appendToStream(stream, [newEvent()], 'no_stream');

        const outcomes = await Promise.allSettled(
          Array.from({ length: 6 }, () => store.appendToStream(stream, newEvents(2), 0n)),
        );

        const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        for (const outcome of rejected) expect(outcome.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0n, 1n, 2n]);
      });
    });

    describe('idempotency', () => {
      it('returns the original result for a re-append of the same ids at the same revision, writing nothing', async () => {
        const stream = newStreamId();
        await store.appendToStream(stream, [newEvent()], 'no_stream');
        const events = newEvents(2);
        const original = await store.appendToStream(stream, events, 0n);

        const retried = await store.appendToStream(stream, events, 0n);

        expect(retried).toEqual(original);
        expect(ids(await store.readStream(stream))).toHaveLength(3);
      });

      it('treats a re-append with any as a retry too', async () => {
        const stream = newStreamId();
        const events = newEvents(2);
        const original = await store.appendToStream(stream, events, 'any');

        const retried = await store.appendToStream(stream, events, 'any');

        expect(retried).toEqual(original);
        expect(ids(await store.readStream(stream))).toEqual(ids(events));
      });
    });

    describe('reading a stream', () => {
      let stream: string;
      let written: RecordedEvent[];

      beforeAll(async () => {
        stream = newStreamId();
        await store.appendToStream(stream, newEvents(5, 'Counted'), 'no_stream');
        written = await store.readStream(stream);
      });

      it('records what was appended', () => {
        expect(written[2]).toMatchObject({
          streamId: stream,
          revision: 2n,
          type: 'Counted',
          data: { index: 2 },
          metadata: { actorKind: 'system', source: 'api' },
        });
        expect(written[2]?.createdAt).toBeInstanceOf(Date);
      });

      it('reads forwards from an inclusive revision, up to maxCount', async () => {
        const read = await store.readStream(stream, { fromRevision: 1n, maxCount: 3 });

        expect(read.map((event) => event.revision)).toEqual([1n, 2n, 3n]);
      });

      it('reads backwards from an inclusive revision, up to maxCount', async () => {
        const read = await store.readStream(stream, { direction: 'backwards', fromRevision: 3n, maxCount: 2 });

        expect(read.map((event) => event.revision)).toEqual([3n, 2n]);
      });

      it('reads backwards from the end by default', async () => {
        const read = await store.readStream(stream, { direction: 'backwards' });

        expect(read.map((event) => event.revision)).toEqual([4n, 3n, 2n, 1n, 0n]);
      });

      it('reads a stream that does not exist as empty', async () => {
        expect(await store.readStream(newStreamId())).toEqual([]);
      });
    });

    describe('the global log', () => {
      it('lists appends in commit order after a position, and the head reaches the last', async () => {
        const streams = [newStreamId(), newStreamId(), newStreamId()];
        const [a, b, c] = streams as [string, string, string];
        const batches = [newEvents(2), newEvents(1), newEvents(2), newEvents(1)] as const;
        const before = await store.headPosition();
        await store.appendToStream(a, batches[0], 'no_stream');
        await store.appendToStream(b, batches[1], 'no_stream');
        await store.appendToStream(c, batches[2], 'no_stream');
        const last = (await store.appendToStream(a, batches[3], 1n)).position;
        await waitUntilVisible(store, last);

        const ours = (await store.readAll({ after: before })).filter((event) => streams.includes(event.streamId));

        expect(ids(ours)).toEqual(batches.flatMap(ids));
        expectStrictlyIncreasing(ours.map((event) => event.position));
        expect(comparePositions(await store.headPosition(), last)).toBeGreaterThanOrEqual(0);
      });

      it('reads no more than maxCount events', async () => {
        const before = await store.headPosition();
        const result = await store.appendToStream(newStreamId(), newEvents(3), 'no_stream');
        await waitUntilVisible(store, result.position);

        expect(await store.readAll({ after: before, maxCount: 2 })).toHaveLength(2);
      });
    });

    describe('subscribing to the global log', () => {
      it('catches up from a checkpoint, then goes live, in batches no larger than batchSize', async () => {
        const stream = newStreamId();
        const [first, second] = [newEvent(), newEvent()];
        const checkpoint = (await store.appendToStream(stream, [first], 'no_stream')).position;
        await store.appendToStream(stream, [second], 0n);
        const probe = new SubscriptionProbe((event) => event.streamId === stream);

        const subscription = store.subscribeToAll(probe.handler, {
          after: checkpoint,
          batchSize: 2,
          onCaughtUp: probe.onCaughtUp,
        });
        await probe.until(() => probe.events.length === 1 && probe.caughtUpCount > 0);
        const live = newEvents(3);
        await store.appendToStream(stream, live, 1n);
        await probe.untilReceived(4);
        await subscription.stop();

        await expect(subscription.done).resolves.toBeUndefined();
        expect(ids(probe.events)).toEqual(ids([second, ...live]));
        expect(Math.max(...probe.batchSizes)).toBeLessThanOrEqual(2);
      });

      it('ends with the error when the handler throws', async () => {
        const failure = new Error('projection failed');
        const after = await store.headPosition();
        const subscription = store.subscribeToAll(() => Promise.reject(failure), { after });

        await store.appendToStream(newStreamId(), [newEvent()], 'no_stream');

        await expect(subscription.done).rejects.toBe(failure);
        await expect(subscription.stop()).resolves.toBeUndefined();
      });

      it('resolves stop() only once the running handler has finished', async () => {
        const entered = deferred();
        const release = deferred();
        let handlerFinished = false;
        const after = await store.headPosition();
        const subscription = store.subscribeToAll(
          async () => {
            entered.resolve();
            await release.promise;
            handlerFinished = true;
          },
          { after },
        );
        await store.appendToStream(newStreamId(), [newEvent()], 'no_stream');
        await entered.promise;

        const finishedWhenStopped = subscription.stop().then(() => handlerFinished);
        await new Promise((resolve) => setImmediate(resolve));
        release.resolve();

        expect(await finishedWhenStopped).toBe(true);
      });
    });
  });
}

/** The global log may trail a commit (Postgres waits for older transactions): wait until the head passes it. */
async function waitUntilVisible(store: EventStore, position: LogPosition): Promise<void> {
  while (comparePositions(await store.headPosition(), position) < 0) {
    await new Promise((resolve) => setTimeout(resolve, VISIBILITY_POLL_MS));
  }
}

function expectStrictlyIncreasing(positions: readonly LogPosition[]): void {
  const outOfOrder = positions.filter((position, index) => index > 0 && comparePositions(positions[index - 1]!, position) >= 0);
  expect(outOfOrder).toEqual([]);
}
