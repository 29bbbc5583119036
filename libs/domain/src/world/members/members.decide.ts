import { DomainError } from '../../shared/domain-error';
import type { WorldDomainEvent } from '../world.events';
import type { ExistingWorld, WorldState } from '../world.state';
import type {
  CreateInvite,
  JoinWorld,
  LeaveWorld,
  RemoveMember,
  RevokeInvite,
  SetAutoAdvance,
  SetMemberRole,
} from './members.commands';
import { memberOf, requireInvitedRole, requireMembership, requireOtherMember, requireOwner } from './members.rules';
import type { InviteState } from './members.state';

function requireInvite(world: ExistingWorld, inviteId: string): InviteState {
  const invite = world.membership.invites.get(inviteId);
  if (!invite) throw DomainError.notFound('INVITE.NOT_FOUND', 'Invite not found');
  return invite;
}

export function createInvite(command: CreateInvite, state: WorldState): WorldDomainEvent[] {
  const { world } = requireOwner(state, command.metadata, 'invite people');
  const { inviteId, tokenHash, expiresAt, maxUses } = command.data;
  const role = requireInvitedRole(command.data.role);
  if (world.membership.invites.has(inviteId)) throw DomainError.conflict('INVITE.ALREADY_EXISTS', 'Invite already exists');
  if (maxUses !== null && !(Number.isInteger(maxUses) && maxUses >= 1)) {
    throw DomainError.invalid('INVITE.MAX_USES_INVALID', 'An invite is used at least once: max uses is a whole number, 1 or more.');
  }
  if (expiresAt !== null && !(Date.parse(expiresAt) > Date.parse(command.metadata.now))) {
    throw DomainError.invalid('INVITE.EXPIRY_INVALID', 'An invite expires in the future.');
  }
  return [{ type: 'InviteCreated', data: { inviteId, role, tokenHash, expiresAt, maxUses, createdAt: command.metadata.now } }];
}

/** Revoking a revoked invite changes nothing. */
export function revokeInvite(command: RevokeInvite, state: WorldState): WorldDomainEvent[] {
  const { world } = requireOwner(state, command.metadata, 'revoke invites');
  const invite = requireInvite(world, command.data.inviteId);
  if (invite.revoked) return [];
  return [{ type: 'InviteRevoked', data: { inviteId: invite.inviteId, revokedAt: command.metadata.now } }];
}

/** A stranger with a valid invite becomes a member; the invite must be live and the actor not in the world yet. */
export function joinWorld(command: JoinWorld, state: WorldState): WorldDomainEvent[] {
  if (state.status !== 'created') throw DomainError.notFound('WORLD.NOT_FOUND', 'World not found');
  const invite = requireInvite(state, command.data.inviteId);
  const { now, actorUserId } = command.metadata;
  if (invite.revoked) throw DomainError.conflict('INVITE.REVOKED', 'This invite was revoked.');
  if (invite.expiresAt !== null && Date.parse(invite.expiresAt) <= Date.parse(now)) {
    throw DomainError.conflict('INVITE.EXPIRED', 'This invite has expired.');
  }
  if (invite.usesLeft === 0) throw DomainError.conflict('INVITE.USED_UP', 'This invite has been used as many times as it allows.');
  if (memberOf(state, actorUserId) !== null) throw DomainError.conflict('MEMBER.ALREADY_MEMBER', 'You are already a member of this world.');
  return [{ type: 'MemberJoined', data: { userId: actorUserId, role: invite.role, inviteId: invite.inviteId, joinedAt: now } }];
}

/** Giving a member the role they have changes nothing. */
export function setMemberRole(command: SetMemberRole, state: WorldState): WorldDomainEvent[] {
  const { world } = requireOwner(state, command.metadata, 'change roles');
  const role = requireInvitedRole(command.data.role);
  const member = requireOtherMember(world, command.data.userId);
  if (member.role === role || member.role === 'owner') return [];
  return [
    { type: 'MemberRoleChanged', data: { userId: member.userId, previousRole: member.role, role, changedAt: command.metadata.now } },
  ];
}

export function removeMember(command: RemoveMember, state: WorldState): WorldDomainEvent[] {
  const { world } = requireOwner(state, command.metadata, 'remove members');
  const member = requireOtherMember(world, command.data.userId);
  return [{ type: 'MemberRemoved', data: { userId: member.userId, removedAt: command.metadata.now } }];
}

export function leaveWorld(command: LeaveWorld, state: WorldState): WorldDomainEvent[] {
  const { member } = requireMembership(state, command.metadata);
  if (member.role === 'owner') throw DomainError.conflict('MEMBER.OWNER_CANNOT_LEAVE', 'The owner cannot leave their own world.');
  return [{ type: 'MemberLeft', data: { userId: member.userId, leftAt: command.metadata.now } }];
}

export function setAutoAdvance(command: SetAutoAdvance, state: WorldState): WorldDomainEvent[] {
  const { world } = requireOwner(state, command.metadata, 'change auto-advance');
  if (world.membership.autoAdvance === command.data.enabled) return [];
  return [{ type: 'WorldAutoAdvanceSet', data: { enabled: command.data.enabled, setAt: command.metadata.now } }];
}
