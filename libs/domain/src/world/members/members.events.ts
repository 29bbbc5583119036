import type { DomainEvent } from '../../shared/decider';
import type { InvitedRole } from './members.state';

/** The owner made an invite link; only the token's hash is kept, the token itself is shown once. */
export type InviteCreated = DomainEvent<
  'InviteCreated',
  { inviteId: string; role: InvitedRole; tokenHash: string; expiresAt: string | null; maxUses: number | null; createdAt: string }
>;

export type InviteRevoked = DomainEvent<'InviteRevoked', { inviteId: string; revokedAt: string }>;

/** Someone joined with an invite, which has one use fewer. */
export type MemberJoined = DomainEvent<'MemberJoined', { userId: string; role: InvitedRole; inviteId: string; joinedAt: string }>;

export type MemberRoleChanged = DomainEvent<
  'MemberRoleChanged',
  { userId: string; previousRole: InvitedRole; role: InvitedRole; changedAt: string }
>;

/** The owner removed a member, who loses access at once. */
export type MemberRemoved = DomainEvent<'MemberRemoved', { userId: string; removedAt: string }>;

export type MemberLeft = DomainEvent<'MemberLeft', { userId: string; leftAt: string }>;

/** A player's own character: they act through it and may edit only it. */
export type PlayerCharacterBound = DomainEvent<'PlayerCharacterBound', { userId: string; characterId: string; boundAt: string }>;

export type WorldAutoAdvanceSet = DomainEvent<'WorldAutoAdvanceSet', { enabled: boolean; setAt: string }>;

export type MembersEvent =
  | InviteCreated
  | InviteRevoked
  | MemberJoined
  | MemberRoleChanged
  | MemberRemoved
  | MemberLeft
  | PlayerCharacterBound
  | WorldAutoAdvanceSet;
