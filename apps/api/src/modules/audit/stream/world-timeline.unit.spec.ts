import { fold, worldDecider, type WorldCommand, type WorldDomainEvent, type WorldState } from '@worldloom/domain';
import type { WorldStreamEvent } from './stored-event';
import { CHECKPOINT_EVERY, WorldTimeline } from './world-timeline';

const worldId = '0b8f7a5e-54b4-4a3c-9a55-2f2a8e0b9c11';
const ownerId = 'user-owner';

/** A world renamed again and again: long enough to cross several checkpoints. */
function history(length: number): WorldStreamEvent[] {
  let state: WorldState = worldDecider.initialState();
  const events: WorldDomainEvent[] = [];
  const run = (type: WorldCommand['type'], data: unknown, minute: number) => {
    const now = new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
    for (const event of worldDecider.decide({ type, data, metadata: { now, actorUserId: ownerId } } as WorldCommand, state)) {
      state = worldDecider.evolve(state, event);
      events.push(event);
    }
  };
  run('CreateWorld', { worldId, name: 'Frostmarch', description: 'Cold' }, 0);
  run('AddLocation', { locationId: 'loc-1', name: 'Haven', type: 'city' }, 1);
  for (let minute = 2; events.length < length; minute++) run('RecordLocationHistory', { locationId: 'loc-1', event: `Line ${minute}` }, minute);
  return events.slice(0, length).map((event, revision) => ({
    revision,
    id: `event-${revision}`,
    event,
    metadata: {
      actorId: ownerId,
      actorKind: 'user',
      source: 'web',
      correlationId: `c-${revision}`,
      causationId: null,
      occurredAt: new Date(Date.UTC(2026, 0, 1, 0, revision)).toISOString(),
      schemaVersion: 1,
    },
  }));
}

describe('WorldTimeline: folds from checkpoints equal folds from the start', () => {
  const events = history(CHECKPOINT_EVERY * 3 + 17);
  const plainFold = (revision: number) => fold(worldDecider, events.slice(0, revision + 1).map(({ event }) => event));

  it('answers any revision as a fold of events 0..revision, in any order of asking', () => {
    const timeline = new WorldTimeline(events);
    for (const revision of [events.length - 1, 0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY * 2 + 3, 42]) {
      expect(timeline.foldTo(revision).world).toEqual(plainFold(revision));
    }
  });

  it('keeps the latest event time as updated_at, and the folded event’s time as occurred_at', () => {
    const folded = new WorldTimeline(events).foldTo(CHECKPOINT_EVERY + 5);
    expect(folded.occurredAt).toBe(events[CHECKPOINT_EVERY + 5]!.metadata.occurredAt);
    expect(folded.updatedAt).toBe(new Date(Date.UTC(2026, 0, 1, 0, CHECKPOINT_EVERY + 5)).toISOString());
  });

  it('keeps its checkpoints valid when the stream grows', () => {
    const short = new WorldTimeline(events.slice(0, CHECKPOINT_EVERY + 10));
    short.foldTo(CHECKPOINT_EVERY + 9);
    const longer = short.extendedBy(events.slice(CHECKPOINT_EVERY + 10));
    expect(longer.foldTo(events.length - 1).world).toEqual(plainFold(events.length - 1));
    expect(longer.extendedBy([])).toBe(longer);
  });

  it('gives the world just before each asked revision, null before it existed', () => {
    const wanted = [0, 1, CHECKPOINT_EVERY + 1, CHECKPOINT_EVERY * 2];
    const before = new WorldTimeline(events).statesBefore(wanted);
    expect(before.get(0)).toBeNull();
    for (const revision of wanted.slice(1)) expect(before.get(revision)).toEqual(plainFold(revision - 1));
  });
});
