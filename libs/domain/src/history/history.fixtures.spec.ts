/** A history of every kind of event the decider makes, for the history helpers' unit specs (not a test file itself). */
import type { WorldDomainEvent } from '../world/world.events';
import { beatOf, command, historyOf, later, progressCommand, progressTo, startArcCommand, worldCreated } from '../world/world.fixtures.spec';

/** Every id the rich history below uses for the world's own things. */
export const richIds = [
  worldCreated.data.worldId,
  'req-1',
  'loc-region',
  'loc-city',
  'fac-1',
  'fac-2',
  'chr-1',
  'chr-2',
  'loc-port',
  'chr-3',
  'arc-1',
  'arc-1-beat-0',
  'arc-1-beat-7',
  'arc-1-beat-14',
  ...[1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13].map((index) => `arc-1-gen-${index}`),
  'evt-1',
  'draft-1',
  'draft-2',
  'draft-3',
  'chr-p',
];

/** Beat 14 as the author reviews it: it gives Bo a memory and empties Old Haven. */
const lastBeat = (description: string) =>
  beatOf('arc-1', 14, {
    description,
    consequences: {
      locationStatusChanges: [{ locationId: 'loc-city', status: 'abandoned', reason: 'Everyone left' }],
      memories: [{ characterId: 'chr-2', eventDescription: 'The last stand', emotionalImpact: 'resolve', importance: 0.8 }],
    },
  });

/**
 * Seeding (with stances), an arc whose first beat has every kind of consequence (newcomers and the living
 * world's changes included), a world event, hand edits, diplomacy by hand, a removal with its cascade, and
 * the last beat reviewed: drafted, edited, regenerated, discarded, drafted again, accepted, then reverted.
 */
export function richHistory(): WorldDomainEvent[] {
  return historyOf(
    [worldCreated],
    command('RequestSeeding', { requestId: 'req-1' }),
    command('RecordSeedingPhase', {
      requestId: 'req-1',
      phase: 'locations',
      entities: [
        { locationId: 'loc-region', name: 'North', type: 'region' },
        { locationId: 'loc-city', name: 'Haven', type: 'city', parentLocationId: 'loc-region' },
      ],
    }),
    command('RecordSeedingPhase', {
      requestId: 'req-1',
      phase: 'factions',
      entities: [
        { factionId: 'fac-1', name: 'Wardens', type: 'order', controlledLocationIds: ['loc-city', 'loc-region'] },
        { factionId: 'fac-2', name: 'Reavers', type: 'cult' },
      ],
      stances: [{ sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'An old feud' }],
    }),
    command('RecordSeedingPhase', {
      requestId: 'req-1',
      phase: 'characters',
      entities: [
        { characterId: 'chr-1', name: 'Ada', type: 'player', storyRole: 'major', locationId: 'loc-city', factionId: 'fac-1' },
        { characterId: 'chr-2', name: 'Bo', type: 'npc', storyRole: 'minor', locationId: 'loc-region' },
      ],
      factionLeaders: [{ factionId: 'fac-1', characterId: 'chr-1' }],
    }),
    command('CompleteSeeding', { requestId: 'req-1' }),
    startArcCommand('arc-1'),
    progressCommand('arc-1', 1, {
      description:
        'Plague strikes Haven and the Reavers take it from the Wardens, who rise and rewrite their creed. ' +
        'Bo is nowhere to be found. Ada flees to the North, a land now full of refugees. ' +
        'In Saltmere, Cass Vey joins the Reavers and leads them, and becomes the ally of Ada.',
      consequences: {
        newcomers: {
          locations: [{ locationId: 'loc-port', name: 'Saltmere', type: 'city', parentLocationId: 'loc-region', relativeX: 0.4, relativeY: 0.5 }],
          characters: [
            {
              characterId: 'chr-3',
              name: 'Cass Vey',
              type: 'npc',
              storyRole: 'wildcard',
              locationId: 'loc-port',
              memories: [{ eventDescription: 'Landed in Saltmere', emotionalImpact: 'hope', importance: 0.5 }],
            },
          ],
        },
        stanceChanges: [{ sourceFactionId: 'fac-2', targetFactionId: 'fac-1', stance: 'hostile', reason: 'Revenge' }],
        territoryChanges: [{ kind: 'claim', factionId: 'fac-2', locationId: 'loc-city', method: 'conquest', reason: 'The walls fell' }],
        doctrines: [{ factionId: 'fac-1', ideology: 'Hold the line', tags: ['siege'], reason: 'Their rise' }],
        motivationChanges: [{ characterId: 'chr-1', add: ['avenge Haven'], reason: 'The plague took everything' }],
        allegianceChanges: [{ characterId: 'chr-3', toFactionId: 'fac-2', reason: 'A new cause' }],
        leaderChanges: [{ factionId: 'fac-2', leaderId: 'chr-3', reason: 'Chosen at once' }],
        characterAmendments: [{ characterId: 'chr-1', description: 'Scarred by the plague', reason: 'The flight' }],
        locationAmendments: [{ locationId: 'loc-region', description: 'A land of refugees', reason: 'The plague' }],
        relationshipChanges: [{ characterId: 'chr-3', otherCharacterId: 'chr-1', kind: 'ally', note: 'Met on the road' }],
        locationStatusChanges: [{ locationId: 'loc-city', status: 'declining', reason: 'Plague' }],
        factionStatusChanges: [{ factionId: 'fac-1', status: 'rising' }],
        characterStatusChanges: [{ characterId: 'chr-2', status: 'missing' }],
        memories: [{ characterId: 'chr-1', eventDescription: 'The plague', emotionalImpact: 'grief', importance: 0.9 }],
        moves: [{ characterId: 'chr-1', toLocationId: 'loc-region' }],
        locationHistory: [{ locationId: 'loc-region', event: 'Refugees arrive' }],
        factionHistory: [{ factionId: 'fac-1', event: 'The Wardens march' }],
      },
    }),
    command('RecordWorldEvent', { eventId: 'evt-1', eventType: 'social', impactLevel: 'minor', description: 'A feast' }),
    command('UpdateCharacter', { characterId: 'chr-2', factionId: 'fac-1', locationId: 'loc-city', status: 'active' }),
    command('UpdateLocation', { locationId: 'loc-city', status: 'ruined', name: 'Old Haven' }),
    command('UpdateFaction', { factionId: 'fac-1', status: 'stable', leaderId: 'chr-2' }),
    command('RecordFactionHistory', { factionId: 'fac-1', event: 'A new leader' }),
    command('RecordLocationHistory', { locationId: 'loc-city', event: 'Rebuilt walls' }),
    command('RecordCharacterMemory', { characterId: 'chr-2', eventDescription: 'Led them', emotionalImpact: 'pride', importance: 0.7 }),
    command('SetFactionStance', { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'neutral', reason: 'A truce' }),
    command('ReviseFactionStances', { changes: [{ sourceFactionId: 'fac-2', targetFactionId: 'fac-1', stance: 'ally', reason: 'A common enemy' }] }),
    command('ClaimLocation', { factionId: 'fac-1', locationId: 'loc-port', method: 'treaty', reason: 'Bought' }),
    command('ReleaseLocation', { factionId: 'fac-1', locationId: 'loc-port', reason: 'Too costly' }),
    command('SetFactionStatus', { factionId: 'fac-2', status: 'declining', reason: 'Defeat', doctrine: { ideology: 'Survive', tags: ['remnant'] } }),
    command('RewriteFactionDoctrine', { factionId: 'fac-1', ideology: 'Endure', tags: [] }),
    command('RemoveLocation', { locationId: 'loc-region' }),
    ...progressTo('arc-1', 13).slice(1),
    command('SetWorldBudget', { monthlyBudgetUsd: 5 }),
    command('SetReviewMode', { enabled: true }),
    command('ProgressArc', { arcId: 'arc-1', beat: lastBeat('Bo holds the line while Old Haven empties.'), draftId: 'draft-1' }),
    command('EditBeatDraft', { draftId: 'draft-1', beat: { ...lastBeat('Bo holds the line.'), consequences: { memories: lastBeat('').consequences?.memories } } }),
    command('RegenerateBeatDraft', { draftId: 'draft-1', newDraftId: 'draft-2', beat: lastBeat('Bo stands alone as Old Haven empties.') }),
    command('DiscardBeatDraft', { draftId: 'draft-2' }),
    command('ProgressArc', { arcId: 'arc-1', beat: lastBeat('Bo holds the line while Old Haven empties.'), draftId: 'draft-3' }),
    command('AcceptBeatDraft', { draftId: 'draft-3' }),
    command('RevertBeat', { arcId: 'arc-1' }),
    command('SetReviewMode', { enabled: false }),
    progressCommand('arc-1', 14),
    command('ProgressArc', { arcId: 'arc-1', summary: 'Winter ended' }),
    command('RemoveCharacter', { characterId: 'chr-1' }),
    command('RemoveFaction', { factionId: 'fac-1' }),
    ...membershipCommands(),
  );
}

/** Invites, members joining, changing role, leaving and removed, a player's own character, auto-advance. */
function membershipCommands() {
  const as = (actorUserId: string) => ({ now: later, actorUserId });
  const invite = { tokenHash: 'hash', expiresAt: null, maxUses: null };
  return [
    command('CreateInvite', { inviteId: 'inv-1', role: 'player', ...invite }),
    command('CreateInvite', { inviteId: 'inv-2', role: 'viewer', ...invite }),
    command('JoinWorld', { inviteId: 'inv-1' }, as('user-player')),
    command('JoinWorld', { inviteId: 'inv-2' }, as('user-viewer')),
    command('JoinWorld', { inviteId: 'inv-2' }, as('user-gone')),
    command('AddCharacter', { characterId: 'chr-p', name: 'Wren', type: 'player', storyRole: 'major' }, as('user-player')),
    command('SetMemberRole', { userId: 'user-viewer', role: 'co-author' }),
    command('RemoveMember', { userId: 'user-gone' }),
    command('LeaveWorld', {}, as('user-viewer')),
    command('RevokeInvite', { inviteId: 'inv-2' }),
    command('SetAutoAdvance', { enabled: true }),
  ];
}
