import { DomainError } from '../shared/domain-error';
import { fold } from '../shared/decider';
import type { CreateWorld } from './world.commands';
import { worldDecider, worldStreamId } from './world.decider';
import type { WorldDomainEvent } from './world.events';

const now = '2026-01-01T00:00:00.000Z';
const worldId = '0b8f7a5e-54b4-4a3c-9a55-2f2a8e0b9c11';
const createWorld: CreateWorld = {
  type: 'CreateWorld',
  data: { worldId, name: 'Frostmarch', description: 'Frozen northern wastes' },
  metadata: { now, actorUserId: 'user-1' },
};

function given(events: WorldDomainEvent[]) {
  return { when: (command: CreateWorld) => worldDecider.decide(command, fold(worldDecider, events)) };
}

describe('world decider', () => {
  it('creates a world owned by the actor, stamped with the command time', () => {
    expect(given([]).when(createWorld)).toEqual([
      {
        type: 'WorldCreated',
        data: { worldId, ownerId: 'user-1', name: 'Frostmarch', description: 'Frozen northern wastes', createdAt: now },
      },
    ]);
  });

  it('refuses to create a world twice in the same stream', () => {
    const created = worldDecider.decide(createWorld, worldDecider.initialState());
    expect(() => given(created).when(createWorld)).toThrow(
      expect.objectContaining({ code: 'WORLD.ALREADY_EXISTS', kind: 'conflict' }) as DomainError,
    );
  });

  it('names the stream after the world id', () => {
    expect(worldStreamId(worldId)).toBe(`world-${worldId}`);
  });
});
