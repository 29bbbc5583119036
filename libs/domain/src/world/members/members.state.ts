/** What a member may do in a world (SPEC issue 20): one owner; co-authors edit; players act through one character; viewers read. */
export type MemberRole = 'owner' | 'co-author' | 'player' | 'viewer';

export const MEMBER_ROLES: readonly MemberRole[] = ['owner', 'co-author', 'player', 'viewer'];

/** The roles an invite may hand out: a world has exactly one owner. */
export type InvitedRole = Exclude<MemberRole, 'owner'>;

export interface MemberState {
  readonly userId: string;
  readonly role: MemberRole;
  readonly joinedAt: string;
  /** The player character the member plays; null until they create one. */
  readonly characterId: string | null;
}

export interface InviteState {
  readonly inviteId: string;
  readonly role: InvitedRole;
  /** Null: the invite never expires. */
  readonly expiresAt: string | null;
  /** Null: any number of people may join with it. */
  readonly usesLeft: number | null;
  readonly revoked: boolean;
}

/** Who is in the world, the invites that let people in, and how play goes. */
export interface MembershipState {
  readonly members: ReadonlyMap<string, MemberState>;
  readonly invites: ReadonlyMap<string, InviteState>;
  /** Off by default: with it on, the arc advances by itself once every player has acted since the last beat. */
  readonly autoAdvance: boolean;
}

export function initialMembership(ownerId: string, createdAt: string): MembershipState {
  return {
    members: new Map([[ownerId, { userId: ownerId, role: 'owner', joinedAt: createdAt, characterId: null }]]),
    invites: new Map(),
    autoAdvance: false,
  };
}
