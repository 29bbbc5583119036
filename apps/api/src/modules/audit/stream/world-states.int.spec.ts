import { randomUUID } from 'node:crypto';
import type { WorldStateAt } from '@worldloom/contracts';
import { type ExistingWorld, worldStreamId } from '@worldloom/domain';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import type { ReadStreamOptions } from '#platform/event-store/event-store.port';
import { PostgresEventStore } from '#platform/event-store/postgres-event-store';
import { WorldSnapshotStore } from '../snapshot/world-snapshot.store';
import { decodeWorldState, encodeWorldState, WORLD_SNAPSHOT_FORMAT } from '../snapshot/world-state.codec';
import { longWorld, storeLongWorld } from './long-world.test-support';
import { toWorldStreamEvent, type WorldStreamEvent } from './stored-event';
import { WorldStates } from './world-states';
import { WorldStreamReader } from './world-stream.reader';
import { CHECKPOINT_EVERY, WorldTimeline } from './world-timeline';

describe('audit states at revisions, folded from persisted snapshots', () => {
  // Every kind of event over several spans; its WorldCreated stored as v1, upcast on every read.
  const world = longWorld({ events: CHECKPOINT_EVERY * 3 + 120, everyKind: true, firstEventV1: true });
  const streamId = worldStreamId(world.worldId);
  const last = world.events.length - 1;
  let database: TestDatabase;
  let store: PostgresEventStore;
  let events: WorldStreamEvent[];
  /** The whole stream folded from revision 0, as the audit did before snapshots. */
  let fullFold: (revision: number) => WorldStateAt;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore(database.pool, database.url);
    await storeLongWorld(store, world);
    events = (await store.readStream(streamId)).map(toWorldStreamEvent);
    fullFold = (revision) => new WorldTimeline(events).stateAt(revision);
  });

  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  /** What a new process has: no timeline in memory, the snapshots in the table; counts the events it reads. */
  function newProcess() {
    const read = { events: 0 };
    const counting = new Proxy(store, {
      get(target, property, receiver) {
        if (property !== 'readStream') return Reflect.get(target, property, receiver) as unknown;
        return async (id: string, options?: ReadStreamOptions) => {
          const recorded = await target.readStream(id, options);
          read.events += recorded.length;
          return recorded;
        };
      },
    });
    const snapshots = new WorldSnapshotStore(database.pool);
    const reader = new WorldStreamReader(counting, snapshots);
    return { states: new WorldStates(counting, reader, snapshots), reader, snapshots, read };
  }

  async function storedRevisions(): Promise<{ revision: string; format: string }[]> {
    const { rows } = await database.pool.query<{ revision: string; format: string }>(
      'SELECT revision, format FROM world_snapshots WHERE stream_id = $1 ORDER BY revision',
      [streamId],
    );
    return rows;
  }

  it('folds the whole stream the first time, then keeps a snapshot every 500 events, written after the answer', async () => {
    const { states, snapshots, read } = newProcess();
    const queries = jest.spyOn(database.pool, 'query');
    const answered = jest.fn();
    expect(await states.stateAt(world.worldId, world.ownerId, { atRevision: last }).then(answered, answered)).toBeUndefined();
    expect(answered.mock.calls[0]![0]).toStrictEqual(fullFold(last));
    expect(read.events).toBe(last + 1);
    await snapshots.idle();
    const writes = queries.mock.calls.flatMap(([text], call) => (String(text).includes('INSERT INTO world_snapshots') ? [queries.mock.invocationCallOrder[call]!] : []));
    queries.mockRestore();
    expect(writes).toHaveLength(3);
    expect(Math.min(...writes)).toBeGreaterThan(answered.mock.invocationCallOrder[0]!);
    expect(await storedRevisions()).toEqual(
      [1, 2, 3].map((spans) => ({ revision: String(spans * CHECKPOINT_EVERY - 1), format: WORLD_SNAPSHOT_FORMAT })),
    );
  });

  it('answers any revision as the full fold does, reading only the events after the nearest snapshot', async () => {
    const revisions = [0, 1, 2, 498, 499, 500, 501, 777, 998, 999, 1000, 1001, 1250, 1498, 1499, 1500, last - 1, last];
    for (let revision = 3; revision < last; revision += 89) revisions.push(revision);
    for (const revision of revisions) {
      const { states, read } = newProcess();
      expect(await states.stateAt(world.worldId, world.ownerId, { atRevision: revision })).toStrictEqual(fullFold(revision));
      const nearest = Math.floor((revision + 1) / CHECKPOINT_EVERY) * CHECKPOINT_EVERY - 1;
      expect(read.events).toBe(revision - nearest);
    }
  });

  it('really starts from the snapshot: a changed snapshot shows in the answer', async () => {
    const at = CHECKPOINT_EVERY * 2 - 1;
    await database.pool.query(`UPDATE world_snapshots SET state = replace(state, '"Place 1"', '"Place one"') WHERE stream_id = $1 AND revision = $2`, [
      streamId,
      at,
    ]);
    try {
      const { states } = newProcess();
      const names = (await states.stateAt(world.worldId, world.ownerId, { atRevision: at + 10 })).locations.map((location) => location.name);
      expect(names).toContain('Place one');
      expect(fullFold(at + 10).locations.map((location) => location.name)).toContain('Place 1');
    } finally {
      await database.pool.query(`UPDATE world_snapshots SET state = replace(state, '"Place one"', '"Place 1"') WHERE stream_id = $1 AND revision = $2`, [
        streamId,
        at,
      ]);
    }
  });

  it('folds a beat and a time from the nearest snapshot too, after reading the stream to find them', async () => {
    const beat = events.find(({ revision, event }) => revision > CHECKPOINT_EVERY * 2 + 30 && event.type === 'BeatGenerated')!;
    if (beat.event.type !== 'BeatGenerated') throw new Error('not a beat');
    const { states, snapshots } = newProcess();
    const nearest = jest.spyOn(snapshots, 'nearest');
    const point = { arcId: beat.event.data.arcId, beatIndex: beat.event.data.beat.index };
    expect(await states.stateAt(world.worldId, world.ownerId, point)).toStrictEqual(fullFold(beat.revision));
    expect(nearest).toHaveBeenCalledWith(streamId, CHECKPOINT_EVERY * 2 - 1);
    const atTime = await states.stateAt(world.worldId, world.ownerId, { at: beat.metadata.occurredAt });
    expect(atTime.revision).toBeGreaterThanOrEqual(beat.revision);
    expect(atTime).toStrictEqual(fullFold(atTime.revision!));
  });

  it('answers from the timeline held in memory once the stream was read', async () => {
    const { states, reader, read } = newProcess();
    await reader.read(world.worldId, world.ownerId);
    const before = read.events;
    expect(await states.stateAt(world.worldId, world.ownerId, { atRevision: 1234 })).toStrictEqual(fullFold(1234));
    expect(read.events).toBe(before);
  });

  it('ignores snapshots of another format, and replaces those written over a day before', async () => {
    await database.pool.query(
      `UPDATE world_snapshots SET format = 'an-older-format', state = '{}', created_at = now() - interval '25 hours' WHERE stream_id = $1`,
      [streamId],
    );
    // Another version of the API, still running during a rolling deploy, has just written one of its own: it stays.
    await database.pool.query(
      `INSERT INTO world_snapshots (stream_id, format, revision, occurred_at, updated_at, state)
       VALUES ($1, 'a-newer-format', $2, '2026-01-01T00:00:00.000Z', 0, '{}')`,
      [streamId, 3 * CHECKPOINT_EVERY - 1],
    );
    const { states, snapshots, read } = newProcess();
    expect(await states.stateAt(world.worldId, world.ownerId, { atRevision: 1100 })).toStrictEqual(fullFold(1100));
    expect(read.events).toBe(1101);
    await snapshots.idle();
    expect(await storedRevisions()).toEqual([
      ...[1, 2].map((spans) => ({ revision: String(spans * CHECKPOINT_EVERY - 1), format: WORLD_SNAPSHOT_FORMAT })),
      { revision: String(3 * CHECKPOINT_EVERY - 1), format: 'a-newer-format' },
    ]);
  });

  it('ignores a snapshot of the state before the living world (WORLD_STATE_VERSION 1), which lacks its fields', async () => {
    const at = CHECKPOINT_EVERY - 1;
    const { rows } = await database.pool.query<{ state: string }>('SELECT state FROM world_snapshots WHERE stream_id = $1 AND revision = $2 AND format = $3', [
      streamId,
      at,
      WORLD_SNAPSHOT_FORMAT,
    ]);
    const current = decodeWorldState(rows[0]!.state);
    // As the code before the living world folded it: no stances, ties, allegiances, character history or emergence.
    const older = {
      ...current,
      factions: new Map([...current.factions].map(([id, { stances: _stances, ...faction }]) => [id, faction])),
      characters: new Map(
        [...current.characters].map(([id, { relationships: _r, historicalEvents: _h, allegiance: _a, emergedIn: _e, ...character }]) => [id, character]),
      ),
    } as unknown as ExistingWorld;
    const olderFormat = `1-${WORLD_SNAPSHOT_FORMAT.split('-')[1]}`;
    await database.pool.query('DELETE FROM world_snapshots WHERE stream_id = $1 AND format = $2', [streamId, WORLD_SNAPSHOT_FORMAT]);
    await database.pool.query(
      `INSERT INTO world_snapshots (stream_id, format, revision, occurred_at, updated_at, state) VALUES ($1, $2, $3, '2026-01-01T00:00:00.000Z', 0, $4)`,
      [streamId, olderFormat, at, encodeWorldState(older)],
    );
    const { states, snapshots, read } = newProcess();
    const answer = await states.stateAt(world.worldId, world.ownerId, { atRevision: at + 100 });
    expect(answer).toStrictEqual(fullFold(at + 100));
    expect(answer.factions.some((faction) => faction.stances.length > 0)).toBe(true);
    expect(read.events).toBe(at + 101);
    await snapshots.idle();
    expect(await storedRevisions()).toEqual(
      expect.arrayContaining([
        { revision: String(at), format: olderFormat },
        { revision: String(at), format: WORLD_SNAPSHOT_FORMAT },
      ]),
    );
  });

  it('keeps the audit’s answers for another owner, an unknown world and a revision past the end', async () => {
    const { states } = newProcess();
    await expect(states.stateAt(world.worldId, randomUUID(), { atRevision: 1000 })).rejects.toMatchObject({ code: 'WORLD.NOT_FOUND' });
    await expect(states.stateAt(world.worldId, randomUUID(), { atRevision: 10 })).rejects.toMatchObject({ code: 'WORLD.NOT_FOUND' });
    await expect(states.stateAt(randomUUID(), world.ownerId, { atRevision: 0 })).rejects.toMatchObject({ code: 'WORLD.NOT_FOUND' });
    await expect(states.stateAt(world.worldId, world.ownerId, { atRevision: last + 1 })).rejects.toMatchObject({
      code: 'AUDIT.REVISION_OUT_OF_RANGE',
      message: `Revision ${last + 1} does not exist: the world's stream runs from revision 0 to ${last}`,
    });
    await expect(states.stateAt(world.worldId, world.ownerId, { atRevision: 5000 })).rejects.toMatchObject({
      message: `Revision 5000 does not exist: the world's stream runs from revision 0 to ${last}`,
    });
  });
});
