import type { CommandContext } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { EDITING_ROLES, requireRole } from './members/members.rules';
import type { ExistingWorld, WorldState } from './world.state';

export const worldNotFound = (): DomainError => DomainError.notFound('WORLD.NOT_FOUND', 'World not found');

/**
 * A world the actor may edit: its owner's or a co-author's. A world the actor is not a member of is as absent
 * as a world that does not exist (NOT_FOUND, never forbidden); a player or viewer is FORBIDDEN.
 */
export function requireOwnedWorld(state: WorldState, context: CommandContext): ExistingWorld {
  return requireRole(state, context, EDITING_ROLES, 'change the world').world;
}
