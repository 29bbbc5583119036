import type { CommandContext } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { ExistingWorld, WorldState } from '../world.state';
import { MEMBER_ROLES, type InvitedRole, type MemberRole, type MemberState } from './members.state';

const worldNotFound = (): DomainError => DomainError.notFound('WORLD.NOT_FOUND', 'World not found');

/** The roles that change the world itself: its entities, arcs and events. */
export const EDITING_ROLES: readonly MemberRole[] = ['owner', 'co-author'];

export function memberOf(world: ExistingWorld, userId: string): MemberState | null {
  return world.membership.members.get(userId) ?? null;
}

/** A world the actor is not a member of is as absent as one that does not exist: NOT_FOUND, never forbidden. */
export function requireMembership(state: WorldState, context: CommandContext): { world: ExistingWorld; member: MemberState } {
  if (state.status !== 'created') throw worldNotFound();
  const member = memberOf(state, context.actorUserId);
  if (member === null) throw worldNotFound();
  return { world: state, member };
}

/** A member of another role is FORBIDDEN, with what the role may not do. */
export function requireRole(
  state: WorldState,
  context: CommandContext,
  roles: readonly MemberRole[],
  what: string,
): { world: ExistingWorld; member: MemberState } {
  const found = requireMembership(state, context);
  if (!roles.includes(found.member.role)) {
    throw DomainError.forbidden('MEMBER.FORBIDDEN', `A ${found.member.role} of this world cannot ${what}.`);
  }
  return found;
}

export const requireOwner = (state: WorldState, context: CommandContext, what: string) =>
  requireRole(state, context, ['owner'], what);

/** Only the roles an invite may give: the one owner stays the one owner. */
export function requireInvitedRole(role: string): InvitedRole {
  if (role === 'owner') throw DomainError.invalid('MEMBER.ONE_OWNER', 'A world has one owner; invite or make members co-author, player or viewer.');
  if (!(MEMBER_ROLES as readonly string[]).includes(role)) {
    throw DomainError.invalid('MEMBER.UNKNOWN_ROLE', `There is no role "${role}": use co-author, player or viewer.`);
  }
  return role as InvitedRole;
}

export function requireOtherMember(world: ExistingWorld, userId: string): MemberState {
  const member = memberOf(world, userId);
  if (member === null) throw DomainError.notFound('MEMBER.NOT_FOUND', 'No such member in this world');
  if (member.role === 'owner') throw DomainError.conflict('MEMBER.OWNER_FIXED', 'The owner cannot be removed or given another role.');
  return member;
}

/** The player's own character; FORBIDDEN for any other. */
export function requireOwnCharacter(member: MemberState, characterId: string): void {
  if (member.characterId !== characterId) {
    throw DomainError.forbidden('PLAYER.NOT_YOUR_CHARACTER', 'A player can change only their own character.');
  }
}

/** What a player may change of their own character. */
export const PLAYER_EDITABLE_FIELDS: readonly string[] = ['description', 'motivations', 'locationId'];
