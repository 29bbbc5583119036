import { type ExistingWorld, WORLD_STATE_VERSION, worldDecider, type WorldDomainEvent, type WorldState, worldStreamId } from '@worldloom/domain';
import { LOG_START, type NewEvent } from '#platform/event-store/event-store.port';
import { toWorldStreamEvent } from '../stream/stored-event';
import { livingWorld } from '../stream/living-world.test-support';
import { longWorld } from '../stream/long-world.test-support';
import { CHECKPOINT_EVERY, type Checkpoint, endsASpan, foldedWorld, foldEvent, stateAtOf, STREAM_START, WorldTimeline } from '../stream/world-timeline';
import { decodeWorldState, encodeWorldState, WORLD_SNAPSHOT_FORMAT } from './world-state.codec';

// Every kind of event over several spans, the first one stored as WorldCreated v1 (upcast on read).
const world = longWorld({ events: CHECKPOINT_EVERY * 3 + 240, everyKind: true, firstEventV1: true });
// As the store gives them back: data and metadata through JSON, then upcast.
const events = world.events.map((event, revision) =>
  toWorldStreamEvent({
    ...(JSON.parse(JSON.stringify(event)) as NewEvent),
    streamId: worldStreamId(world.worldId),
    revision: BigInt(revision),
    position: LOG_START,
    createdAt: new Date(0),
  }),
);
const last = events.length - 1;

/** The oracle: the domain's plain fold of events 0..revision, for each revision wanted, in one pass. */
function plainFolds(revisions: Iterable<number>): Map<number, ExistingWorld> {
  const wanted = new Set(revisions);
  const states = new Map<number, ExistingWorld>();
  let state: WorldState = worldDecider.initialState();
  for (const { revision, event } of events) {
    state = worldDecider.evolve(state, event);
    if (wanted.has(revision) && state.status === 'created') states.set(revision, state);
  }
  return states;
}

/** Each map's keys in order: lists come from insertion order, which equality of maps does not look at. */
function mapOrders(state: ExistingWorld): string[][] {
  return [state.locations, state.factions, state.characters, state.earlierArcs].map((map) => [...map.keys()]);
}

/** The checkpoint after every span end, through the codec as a persisted snapshot goes. */
function persistedSnapshots(): Map<number, Checkpoint> {
  const snapshots = new Map<number, Checkpoint>();
  let checkpoint = STREAM_START;
  for (const event of events) {
    checkpoint = foldEvent(checkpoint, event);
    if (!endsASpan(event.revision) || checkpoint.state.status !== 'created') continue;
    snapshots.set(event.revision, { state: decodeWorldState(encodeWorldState(checkpoint.state)), updatedAt: checkpoint.updatedAt });
  }
  return snapshots;
}

describe('world snapshots: a folded state kept as text folds on exactly as the whole stream does', () => {
  it('holds events of every kind, the first one upcast from v1', () => {
    expect(world.events[0]!.metadata.schemaVersion).toBe(1);
    expect(world.events[0]!.data).not.toHaveProperty('origin');
    expect(events[0]!.event).toMatchObject({ type: 'WorldCreated', data: { origin: null } });
    const kinds = new Set(events.map(({ event }) => event.type));
    const living = ['FactionStanceChanged', 'LocationClaimed', 'LocationReleased', 'FactionDoctrineRewritten', 'FactionStatusChanged'];
    for (const kind of ['LocationRemoved', 'CharacterRemoved', 'FactionHistoryRecorded', 'CharacterMemoryRecorded', 'ArcCompleted', 'WorldEventRecorded', ...living]) {
      expect(kinds).toContain(kind);
    }
    const latest = plainFolds([last]).get(last)!;
    expect(latest.earlierArcs.size).toBeGreaterThan(2);
    expect([...latest.characters.values()].some((character) => character.status === 'missing')).toBe(true);
  });

  it('holds the living world’s state: stances, ties, allegiances, character history, newcomers and premises', () => {
    const latest = plainFolds([last]).get(last)!;
    const characters = [...latest.characters.values()];
    expect([...latest.factions.values()].every((faction) => faction.stances.length > 0)).toBe(true);
    expect(characters.some((character) => character.relationships.length > 0)).toBe(true);
    expect(new Set(characters.flatMap((character) => character.allegiance?.change ?? []))).toEqual(new Set(['join', 'leave', 'defect']));
    expect(characters.some((character) => character.historicalEvents.length > 0 && character.emergedIn !== null)).toBe(true);
    expect([...latest.locations.values()].some((location) => location.emergedIn !== null)).toBe(true);
    expect([...latest.earlierArcs.values()].every((arc) => arc.premise !== null)).toBe(true);
  });

  it('decodes every span end’s state to an equal state, maps in the same order', () => {
    const snapshots = persistedSnapshots();
    expect([...snapshots.keys()]).toEqual([CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY * 2 - 1, CHECKPOINT_EVERY * 3 - 1]);
    const oracle = plainFolds(snapshots.keys());
    for (const [revision, { state }] of snapshots) {
      const folded = oracle.get(revision)!;
      expect(state).toStrictEqual(folded);
      expect(mapOrders(state as ExistingWorld)).toEqual(mapOrders(folded));
      expect((state as ExistingWorld).origin).toBeNull();
    }
  });

  it('folds from the nearest snapshot at or below any revision to the full fold’s state and answer', () => {
    const snapshots = persistedSnapshots();
    const revisions = new Set<number>([0, 1, last]);
    for (let revision = 0; revision <= last; revision += 97) revisions.add(revision);
    for (const end of snapshots.keys()) for (const near of [end - 1, end, end + 1, end + 2]) revisions.add(near);
    const oracle = plainFolds(revisions);
    const fullFolds = new WorldTimeline(events);
    for (const revision of revisions) {
      const base = Math.max(-1, ...[...snapshots.keys()].filter((end) => end <= revision));
      let checkpoint = snapshots.get(base) ?? STREAM_START;
      for (const event of events.slice(base + 1, revision + 1)) checkpoint = foldEvent(checkpoint, event);
      const fromSnapshot = foldedWorld(checkpoint, revision, events[revision]!.metadata.occurredAt);
      const full = fullFolds.foldTo(revision);
      expect(fromSnapshot.world).toStrictEqual(oracle.get(revision));
      expect(fromSnapshot).toStrictEqual(full);
      expect(stateAtOf(fromSnapshot)).toStrictEqual(stateAtOf(full));
    }
  });

  it('keeps every state of a living world through the codec: each revision decodes to the plain fold', () => {
    const living = livingWorld();
    let state: WorldState = worldDecider.initialState();
    for (const { type, data } of living.events) {
      state = worldDecider.evolve(state, JSON.parse(JSON.stringify({ type, data })) as WorldDomainEvent);
      if (state.status !== 'created') continue;
      const decoded = decodeWorldState(encodeWorldState(state));
      expect(decoded).toStrictEqual(state);
      expect(mapOrders(decoded)).toEqual(mapOrders(state));
    }
  });

  it('names the state version and the event schemas it was folded under', () => {
    expect(WORLD_SNAPSHOT_FORMAT).toMatch(new RegExp(`^${WORLD_STATE_VERSION}-[0-9a-f]{16}$`));
  });
});
