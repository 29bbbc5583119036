import type { WorldDomainEvent } from '../world.events';
import { characterAdded, command, historyOf, now, startArcCommand, stateOf, worldCreated } from '../world.fixtures.spec';
import { everyPlayerHasActed } from './auto-advance';

const as = (actorUserId: string) => ({ now, actorUserId });

function joined(userId: string, inviteId: string): WorldDomainEvent[] {
  return [
    { type: 'InviteCreated', data: { inviteId, role: 'player', tokenHash: inviteId, expiresAt: null, maxUses: null, createdAt: now } },
    { type: 'MemberJoined', data: { userId, role: 'player', inviteId, joinedAt: now } },
  ];
}

const bound = (userId: string, characterId: string): WorldDomainEvent[] => [
  characterAdded(characterId, { name: characterId, type: 'player' }),
  { type: 'PlayerCharacterBound', data: { userId, characterId, boundAt: now } },
];

const action = (eventId: string, userId: string) =>
  command('RecordWorldEvent', { eventId, eventType: 'player_action', impactLevel: 'minor', description: `${userId} acts` }, as(userId));

describe('auto-advance', () => {
  const twoPlayers = historyOf(
    [worldCreated, ...joined('p1', 'inv-1'), ...bound('p1', 'chr-1'), ...joined('p2', 'inv-2'), ...bound('p2', 'chr-2')],
    startArcCommand(),
    command('SetAutoAdvance', { enabled: true }),
  );

  it('waits until every player has acted since the last beat', () => {
    expect(everyPlayerHasActed(stateOf(historyOf(twoPlayers, action('e-1', 'p1'))))).toBe(false);
    expect(everyPlayerHasActed(stateOf(historyOf(twoPlayers, action('e-1', 'p1'), action('e-2', 'p2'))))).toBe(true);
  });

  it('never advances with the setting off, or with no player', () => {
    const off = historyOf(twoPlayers, command('SetAutoAdvance', { enabled: false }), action('e-1', 'p1'), action('e-2', 'p2'));
    expect(everyPlayerHasActed(stateOf(off))).toBe(false);
    expect(everyPlayerHasActed(stateOf(historyOf([worldCreated, characterAdded('chr-npc')], startArcCommand(), command('SetAutoAdvance', { enabled: true }))))).toBe(false);
  });
});
