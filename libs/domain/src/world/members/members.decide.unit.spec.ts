import type { CommandContext } from '../../shared/decider';
import type { WorldDomainEvent } from '../world.events';
import {
  characterAdded,
  command,
  given,
  historyOf,
  later,
  now,
  ownerId,
  startArcCommand,
  strangerId,
  worldCreated,
} from '../world.fixtures.spec';
import type { InviteCreated, MemberJoined } from './members.events';

const as = (actorUserId: string, at = later): CommandContext => ({ now: at, actorUserId });
const coAuthorId = 'user-co-author';
const playerId = 'user-player';
const viewerId = 'user-viewer';

function inviteCreated(inviteId: string, data: Partial<InviteCreated['data']> = {}): InviteCreated {
  return {
    type: 'InviteCreated',
    data: { inviteId, role: 'player', tokenHash: `hash-${inviteId}`, expiresAt: null, maxUses: null, createdAt: now, ...data },
  };
}

function memberJoined(userId: string, role: MemberJoined['data']['role'], inviteId = `inv-${role}`): WorldDomainEvent[] {
  return [inviteCreated(inviteId, { role }), { type: 'MemberJoined', data: { userId, role, inviteId, joinedAt: now } }];
}

const withMembers: WorldDomainEvent[] = [
  worldCreated,
  ...memberJoined(coAuthorId, 'co-author'),
  ...memberJoined(playerId, 'player'),
  ...memberJoined(viewerId, 'viewer'),
];

describe('invites', () => {
  it('the owner makes an invite with a role, an expiry and a use count', () => {
    const data = { inviteId: 'inv-1', role: 'viewer' as const, tokenHash: 'h', expiresAt: '2026-02-01T00:00:00.000Z', maxUses: 3 };
    given(worldCreated).when(command('CreateInvite', data)).then([{ type: 'InviteCreated', data: { ...data, createdAt: later } }]);
  });

  it('only the owner invites: a co-author is FORBIDDEN, a stranger NOT_FOUND', () => {
    const data = { inviteId: 'inv-1', role: 'viewer' as const, tokenHash: 'h', expiresAt: null, maxUses: null };
    given(...withMembers).when(command('CreateInvite', data, as(coAuthorId))).thenFails('MEMBER.FORBIDDEN', 'forbidden');
    given(...withMembers).when(command('CreateInvite', data, as(strangerId))).thenFails('WORLD.NOT_FOUND', 'not_found');
  });

  it('refuses an owner invite, an unknown role, zero uses and an expiry in the past', () => {
    const base = { inviteId: 'inv-1', tokenHash: 'h', expiresAt: null, maxUses: null };
    given(worldCreated).when(command('CreateInvite', { ...base, role: 'owner' as never })).thenFails('MEMBER.ONE_OWNER', 'invalid');
    given(worldCreated).when(command('CreateInvite', { ...base, role: 'king' as never })).thenFails('MEMBER.UNKNOWN_ROLE', 'invalid');
    given(worldCreated).when(command('CreateInvite', { ...base, role: 'player', maxUses: 0 })).thenFails('INVITE.MAX_USES_INVALID', 'invalid');
    given(worldCreated)
      .when(command('CreateInvite', { ...base, role: 'player', expiresAt: now }))
      .thenFails('INVITE.EXPIRY_INVALID', 'invalid');
  });

  it('revoking twice changes nothing the second time; an unknown invite is NOT_FOUND', () => {
    given(worldCreated, inviteCreated('inv-1'))
      .when(command('RevokeInvite', { inviteId: 'inv-1' }))
      .then([{ type: 'InviteRevoked', data: { inviteId: 'inv-1', revokedAt: later } }]);
    given(worldCreated, inviteCreated('inv-1'), { type: 'InviteRevoked', data: { inviteId: 'inv-1', revokedAt: now } })
      .when(command('RevokeInvite', { inviteId: 'inv-1' }))
      .then([]);
    given(worldCreated).when(command('RevokeInvite', { inviteId: 'inv-x' })).thenFails('INVITE.NOT_FOUND', 'not_found');
  });
});

describe('joining', () => {
  it('a stranger joins with a live invite, with its role', () => {
    given(worldCreated, inviteCreated('inv-1', { role: 'co-author' }))
      .when(command('JoinWorld', { inviteId: 'inv-1' }, as(strangerId)))
      .then([{ type: 'MemberJoined', data: { userId: strangerId, role: 'co-author', inviteId: 'inv-1', joinedAt: later } }]);
  });

  it('refuses a revoked, expired or used-up invite, and joining twice', () => {
    const revoked: WorldDomainEvent = { type: 'InviteRevoked', data: { inviteId: 'inv-1', revokedAt: now } };
    const join = (userId: string) => command('JoinWorld', { inviteId: 'inv-1' }, as(userId));
    given(worldCreated, inviteCreated('inv-1'), revoked).when(join(strangerId)).thenFails('INVITE.REVOKED', 'conflict');
    given(worldCreated, inviteCreated('inv-1', { expiresAt: later })).when(join(strangerId)).thenFails('INVITE.EXPIRED', 'conflict');
    const usedOnce: WorldDomainEvent = { type: 'MemberJoined', data: { userId: 'someone', role: 'player', inviteId: 'inv-1', joinedAt: now } };
    given(worldCreated, inviteCreated('inv-1', { maxUses: 1 }), usedOnce).when(join(strangerId)).thenFails('INVITE.USED_UP', 'conflict');
    given(worldCreated, inviteCreated('inv-1'), usedOnce).when(join('someone')).thenFails('MEMBER.ALREADY_MEMBER', 'conflict');
    given(worldCreated, inviteCreated('inv-1')).when(join(ownerId)).thenFails('MEMBER.ALREADY_MEMBER', 'conflict');
  });

  it('an invite with uses left counts them down', () => {
    const state = given(worldCreated, inviteCreated('inv-1', { maxUses: 2 }))
      .when(command('JoinWorld', { inviteId: 'inv-1' }, as(strangerId)))
      .state();
    expect(state.membership.invites.get('inv-1')?.usesLeft).toBe(1);
    expect(state.membership.members.get(strangerId)?.role).toBe('player');
  });
});

describe('roles and removal', () => {
  it('the owner changes a role; the same role changes nothing', () => {
    given(...withMembers)
      .when(command('SetMemberRole', { userId: viewerId, role: 'co-author' }))
      .then([{ type: 'MemberRoleChanged', data: { userId: viewerId, previousRole: 'viewer', role: 'co-author', changedAt: later } }]);
    given(...withMembers).when(command('SetMemberRole', { userId: viewerId, role: 'viewer' })).then([]);
  });

  it('the owner is neither demoted nor removed, and stays the one owner', () => {
    given(...withMembers).when(command('SetMemberRole', { userId: ownerId, role: 'viewer' })).thenFails('MEMBER.OWNER_FIXED', 'conflict');
    given(...withMembers).when(command('SetMemberRole', { userId: playerId, role: 'owner' })).thenFails('MEMBER.ONE_OWNER', 'invalid');
    given(...withMembers).when(command('SetMemberRole', { userId: playerId, role: 'bard' })).thenFails('MEMBER.UNKNOWN_ROLE', 'invalid');
    given(...withMembers).when(command('RemoveMember', { userId: ownerId })).thenFails('MEMBER.OWNER_FIXED', 'conflict');
    given(...withMembers).when(command('LeaveWorld', {})).thenFails('MEMBER.OWNER_CANNOT_LEAVE', 'conflict');
  });

  it('a removed member is a stranger again: NOT_FOUND', () => {
    const removed = given(...withMembers).when(command('RemoveMember', { userId: coAuthorId })).events();
    expect(removed).toEqual([{ type: 'MemberRemoved', data: { userId: coAuthorId, removedAt: later } }]);
    given(...withMembers, ...removed)
      .when(command('AddLocation', { locationId: 'loc-1', name: 'Haven', type: 'city' } as never, as(coAuthorId)))
      .thenFails('WORLD.NOT_FOUND', 'not_found');
    given(...withMembers).when(command('RemoveMember', { userId: strangerId })).thenFails('MEMBER.NOT_FOUND', 'not_found');
    given(...withMembers).when(command('RemoveMember', { userId: viewerId }, as(coAuthorId))).thenFails('MEMBER.FORBIDDEN', 'forbidden');
  });

  it('a member leaves', () => {
    given(...withMembers).when(command('LeaveWorld', {}, as(viewerId))).then([{ type: 'MemberLeft', data: { userId: viewerId, leftAt: later } }]);
  });

  it('a co-author edits the world; a viewer and a player may not', () => {
    const location = { locationId: 'loc-1', name: 'Haven', type: 'city' } as never;
    expect(given(...withMembers).when(command('AddLocation', location, as(coAuthorId))).events()).toHaveLength(1);
    given(...withMembers).when(command('AddLocation', location, as(viewerId))).thenFails('MEMBER.FORBIDDEN', 'forbidden');
    given(...withMembers).when(command('AddLocation', location, as(playerId))).thenFails('MEMBER.FORBIDDEN', 'forbidden');
  });

  it('auto-advance is the owner’s switch', () => {
    given(worldCreated).when(command('SetAutoAdvance', { enabled: true })).then([{ type: 'WorldAutoAdvanceSet', data: { enabled: true, setAt: later } }]);
    given(worldCreated).when(command('SetAutoAdvance', { enabled: false })).then([]);
    given(...withMembers).when(command('SetAutoAdvance', { enabled: true }, as(coAuthorId))).thenFails('MEMBER.FORBIDDEN', 'forbidden');
  });
});

describe('players', () => {
  const hero = { characterId: 'chr-p', name: 'Wren', type: 'player' as const, storyRole: 'major' as const };
  const withHero: WorldDomainEvent[] = [
    ...withMembers,
    characterAdded('chr-p', { name: 'Wren', type: 'player' }),
    { type: 'PlayerCharacterBound', data: { userId: playerId, characterId: 'chr-p', boundAt: now } },
    characterAdded('chr-npc', { name: 'Old Tom' }),
  ];

  it('a player creates one player character, bound to them', () => {
    const events = given(...withMembers).when(command('AddCharacter', hero, as(playerId))).events();
    expect(events.map((event) => event.type)).toEqual(['CharacterAdded', 'PlayerCharacterBound']);
    expect(events[1]).toEqual({ type: 'PlayerCharacterBound', data: { userId: playerId, characterId: 'chr-p', boundAt: later } });
  });

  it('refuses a second player character and a non-player one', () => {
    given(...withHero)
      .when(command('AddCharacter', { ...hero, characterId: 'chr-2' }, as(playerId)))
      .thenFails('PLAYER.HAS_CHARACTER', 'conflict');
    given(...withMembers)
      .when(command('AddCharacter', { ...hero, type: 'npc' }, as(playerId)))
      .thenFails('PLAYER.PLAYER_CHARACTER_ONLY', 'forbidden');
  });

  it('a player edits only their own character’s description, motivations and place', () => {
    const own = given(...withHero).when(command('UpdateCharacter', { characterId: 'chr-p', description: 'A scout' }, as(playerId))).events();
    expect(own).toEqual([{ type: 'CharacterUpdated', data: { characterId: 'chr-p', changes: { description: 'A scout' }, updatedAt: later } }]);
    given(...withHero)
      .when(command('UpdateCharacter', { characterId: 'chr-npc', description: 'Mine now' }, as(playerId)))
      .thenFails('PLAYER.NOT_YOUR_CHARACTER', 'forbidden');
    given(...withHero)
      .when(command('UpdateCharacter', { characterId: 'chr-p', name: 'Renamed' }, as(playerId)))
      .thenFails('PLAYER.FIELD_FORBIDDEN', 'forbidden');
  });

  it('a player records player actions as their character, and may not progress the arc', () => {
    const started = historyOf(withHero, startArcCommand());
    const action = { eventId: 'ev-1', eventType: 'player_action', impactLevel: 'minor', description: 'Wren scouts the pass' } as const;
    const recorded = given(...started).when(command('RecordWorldEvent', action, as(playerId))).events();
    expect(recorded).toEqual([expect.objectContaining({ type: 'WorldEventRecorded', data: expect.objectContaining({ characterId: 'chr-p' }) })]);
    given(...started)
      .when(command('RecordWorldEvent', { ...action, eventType: 'disaster' } as never, as(playerId)))
      .thenFails('PLAYER.ACTION_ONLY', 'forbidden');
    given(...started).when(command('ProgressArc', { arcId: 'arc-1', recordOnly: true }, as(playerId))).thenFails('MEMBER.FORBIDDEN', 'forbidden');
  });
});
