import { withEntry, withoutEntry } from '../../shared/immutable-map';
import type { ExistingWorld } from '../world.state';
import type { MembersEvent } from './members.events';
import type { MembershipState } from './members.state';

function withMembership(world: ExistingWorld, change: (membership: MembershipState) => MembershipState): ExistingWorld {
  return { ...world, membership: change(world.membership) };
}

/** Applies a membership event; the owner's own entry is made with the world (initialMembership). */
export function evolveMembership(world: ExistingWorld, event: MembersEvent): ExistingWorld {
  switch (event.type) {
    case 'InviteCreated': {
      const { inviteId, role, expiresAt, maxUses } = event.data;
      return withMembership(world, (m) => ({
        ...m,
        invites: withEntry(m.invites, inviteId, { inviteId, role, expiresAt, usesLeft: maxUses, revoked: false }),
      }));
    }
    case 'InviteRevoked':
      return withMembership(world, (m) => {
        const invite = m.invites.get(event.data.inviteId);
        return invite ? { ...m, invites: withEntry(m.invites, invite.inviteId, { ...invite, revoked: true }) } : m;
      });
    case 'MemberJoined': {
      const { userId, role, inviteId, joinedAt } = event.data;
      return withMembership(world, (m) => {
        const invite = m.invites.get(inviteId);
        const invites =
          invite && invite.usesLeft !== null ? withEntry(m.invites, inviteId, { ...invite, usesLeft: invite.usesLeft - 1 }) : m.invites;
        return { ...m, invites, members: withEntry(m.members, userId, { userId, role, joinedAt, characterId: null }) };
      });
    }
    case 'MemberRoleChanged':
      return withMembership(world, (m) => {
        const member = m.members.get(event.data.userId);
        return member ? { ...m, members: withEntry(m.members, member.userId, { ...member, role: event.data.role }) } : m;
      });
    case 'MemberRemoved':
    case 'MemberLeft':
      return withMembership(world, (m) => ({ ...m, members: withoutEntry(m.members, event.data.userId) }));
    case 'PlayerCharacterBound':
      return withMembership(world, (m) => {
        const member = m.members.get(event.data.userId);
        return member ? { ...m, members: withEntry(m.members, member.userId, { ...member, characterId: event.data.characterId }) } : m;
      });
    case 'WorldAutoAdvanceSet':
      return withMembership(world, (m) => ({ ...m, autoAdvance: event.data.enabled }));
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}
