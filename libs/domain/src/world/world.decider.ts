import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { CreateWorld, WorldCommand } from './world.commands';
import type { WorldDomainEvent } from './world.events';
import type { WorldState } from './world.state';

export const worldNotFound = (): DomainError => DomainError.notFound('WORLD.NOT_FOUND', 'World not found');

function createWorld(command: CreateWorld, state: WorldState): WorldDomainEvent[] {
  if (state.status !== 'none') throw DomainError.conflict('WORLD.ALREADY_EXISTS', 'World already exists');
  return [
    {
      type: 'WorldCreated',
      data: {
        worldId: command.data.worldId,
        ownerId: command.metadata.actorUserId,
        name: command.data.name,
        description: command.data.description,
        createdAt: command.metadata.now,
      },
    },
  ];
}

export function decide(command: WorldCommand, state: WorldState): WorldDomainEvent[] {
  switch (command.type) {
    case 'CreateWorld':
      return createWorld(command, state);
    default:
      return assertNever(command.type);
  }
}

export function evolve(state: WorldState, event: WorldDomainEvent): WorldState {
  switch (event.type) {
    case 'WorldCreated':
      return { status: 'created', ...event.data };
    default:
      return assertNever(event.type);
  }
}

export function initialState(): WorldState {
  return { status: 'none' };
}

export const worldDecider: Decider<WorldCommand, WorldDomainEvent, WorldState> = { decide, evolve, initialState };

export const worldStreamId = (worldId: string): string => `world-${worldId}`;
