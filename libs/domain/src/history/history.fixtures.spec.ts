/** A history of every kind of event the decider makes, for the history helpers' unit specs (not a test file itself). */
import type { WorldDomainEvent } from '../world/world.events';
import { command, historyOf, progressCommand, progressTo, startArcCommand, worldCreated } from '../world/world.fixtures.spec';

/** Every id the rich history below uses for the world's own things. */
export const richIds = [
  worldCreated.data.worldId,
  'req-1',
  'loc-region',
  'loc-city',
  'fac-1',
  'chr-1',
  'chr-2',
  'arc-1',
  'arc-1-beat-0',
  'arc-1-beat-7',
  'arc-1-beat-14',
  ...[1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13].map((index) => `arc-1-gen-${index}`),
  'evt-1',
];

/** Seeding, an arc with every kind of consequence, a world event, hand edits and a removal with its cascade. */
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
      entities: [{ factionId: 'fac-1', name: 'Wardens', type: 'order', controlledLocationIds: ['loc-city', 'loc-region'] }],
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
      consequences: {
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
    command('RemoveLocation', { locationId: 'loc-region' }),
    ...progressTo('arc-1', 14).slice(1),
    command('ProgressArc', { arcId: 'arc-1', summary: 'Winter ended' }),
    command('RemoveCharacter', { characterId: 'chr-1' }),
    command('RemoveFaction', { factionId: 'fac-1' }),
  );
}
