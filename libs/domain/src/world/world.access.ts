import type { CommandContext } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { ExistingWorld, WorldState } from './world.state';

export const worldNotFound = (): DomainError => DomainError.notFound('WORLD.NOT_FOUND', 'World not found');

/** Another user's world is as absent as a world that does not exist: NOT_FOUND, never forbidden. */
export function requireOwnedWorld(state: WorldState, context: CommandContext): ExistingWorld {
  if (state.status !== 'created' || state.ownerId !== context.actorUserId) throw worldNotFound();
  return state;
}
