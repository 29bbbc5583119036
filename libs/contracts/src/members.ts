import { z } from 'zod';
import { Timestamp, Uuid } from './common';

/** What a member may do in a world: one owner; co-authors edit; players act through one character; viewers read. */
export const WorldRole = z.enum(['owner', 'co-author', 'player', 'viewer']);
export type WorldRole = z.infer<typeof WorldRole>;

/** The roles an invite hands out: a world has exactly one owner. */
export const InvitedRole = z.enum(['co-author', 'player', 'viewer']);
export type InvitedRole = z.infer<typeof InvitedRole>;

export const INVITE_MAX_USES = 1000;
export const INVITE_MAX_DAYS = 365;

export const Member = z.object({ user_id: z.string(), email: z.string().nullable(), role: WorldRole, joined_at: Timestamp });
export type Member = z.infer<typeof Member>;

export const InviteInput = z.object({
  worldId: Uuid,
  role: InvitedRole,
  expires_in_days: z.number().int().min(1).max(INVITE_MAX_DAYS).optional().describe('Default: never expires'),
  max_uses: z.number().int().min(1).max(INVITE_MAX_USES).optional().describe('Default: any number of uses'),
});
export type InviteInput = z.infer<typeof InviteInput>;

/** An invite as its world's owner sees it; the token is shown once, when the invite is made. */
export const Invite = z.object({
  id: Uuid,
  role: InvitedRole,
  expires_at: Timestamp.nullable(),
  /** Null: no limit. */
  uses_left: z.number().int().nullable(),
  revoked: z.boolean(),
  created_at: Timestamp,
});
export type Invite = z.infer<typeof Invite>;

export const CreatedInvite = z.object({
  id: Uuid,
  token: z.string(),
  url: z.string(),
  role: InvitedRole,
  expires_at: Timestamp.nullable(),
  uses_left: z.number().int().nullable(),
});
export type CreatedInvite = z.infer<typeof CreatedInvite>;

export const InviteIdInput = z.object({ inviteId: Uuid });
export type InviteIdInput = z.infer<typeof InviteIdInput>;

/** An invite token: 43 base64url characters (32 random bytes). */
export const InviteToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an invite token');
export const JoinInput = z.object({ token: InviteToken });
export type JoinInput = z.infer<typeof JoinInput>;

export const JoinResult = z.object({ worldId: Uuid, role: InvitedRole });
export type JoinResult = z.infer<typeof JoinResult>;

/** What an invite link leads to, shown before joining: the world's name and the role it gives. */
export const InvitePreview = z.object({ worldId: Uuid, worldName: z.string(), role: InvitedRole });
export type InvitePreview = z.infer<typeof InvitePreview>;

/** `role` is any text, so that an unknown role is the domain's clear 400 rather than a bare enum issue. */
export const SetRoleInput = z.object({ worldId: Uuid, userId: z.string().min(1).max(200), role: z.string().min(1).max(40) });
export type SetRoleInput = z.infer<typeof SetRoleInput>;

export const MemberInput = z.object({ worldId: Uuid, userId: z.string().min(1).max(200) });
export type MemberInput = z.infer<typeof MemberInput>;

export const AutoAdvanceInput = z.object({ worldId: Uuid, enabled: z.boolean() });
export type AutoAdvanceInput = z.infer<typeof AutoAdvanceInput>;

export const AutoAdvance = z.object({ enabled: z.boolean() });
export type AutoAdvance = z.infer<typeof AutoAdvance>;
