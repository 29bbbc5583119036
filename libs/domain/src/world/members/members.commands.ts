import type { DomainCommand } from '../../shared/decider';
import type { InvitedRole } from './members.state';

/** `tokenHash` is the hash of a random token the application made; the domain never sees the token. */
export type CreateInvite = DomainCommand<
  'CreateInvite',
  { inviteId: string; role: InvitedRole; tokenHash: string; expiresAt: string | null; maxUses: number | null }
>;
export type RevokeInvite = DomainCommand<'RevokeInvite', { inviteId: string }>;
/** The actor joins with the invite the application found by its token's hash. */
export type JoinWorld = DomainCommand<'JoinWorld', { inviteId: string }>;
export type SetMemberRole = DomainCommand<'SetMemberRole', { userId: string; role: string }>;
export type RemoveMember = DomainCommand<'RemoveMember', { userId: string }>;
export type LeaveWorld = DomainCommand<'LeaveWorld', Record<string, never>>;
export type SetAutoAdvance = DomainCommand<'SetAutoAdvance', { enabled: boolean }>;

export type MembersCommand = CreateInvite | RevokeInvite | JoinWorld | SetMemberRole | RemoveMember | LeaveWorld | SetAutoAdvance;
