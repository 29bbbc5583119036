import type { WorldDomainEvent } from '../world.events';
import {
  characterAdded,
  command,
  factionAdded,
  given,
  historyOf,
  later,
  locationAdded,
  startArcCommand,
  worldCreated,
} from '../world.fixtures.spec';
import type { BeatConsequencesInput } from './beat-consequences';
import { beatConsequenceEvents } from './beat-consequence-events';

const started = historyOf(
  [
    worldCreated,
    locationAdded('loc-1', { status: 'thriving' }),
    locationAdded('loc-2', { status: 'lost' }),
    factionAdded('fac-1'),
    characterAdded('chr-1', { locationId: 'loc-1' }),
    characterAdded('chr-dead', { status: 'deceased', locationId: 'loc-1' }),
  ],
  startArcCommand(),
);

const beatWith = (consequences: BeatConsequencesInput) =>
  command('ProgressArc', {
    arcId: 'arc-1',
    beat: {
      beatId: 'beat-1',
      index: 1,
      name: 'The Fire',
      description: 'The granary of Location loc-1 burns. Faction fac-1 rises. Character chr-1 vanishes into the smoke.',
      worldDirectives: [],
      emergentStorylines: [],
      consequences,
    },
  });

const everything: BeatConsequencesInput = {
  locationStatusChanges: [{ locationId: 'loc-1', status: 'ruined', reason: 'The granary fire spread' }],
  factionStatusChanges: [{ factionId: 'fac-1', status: 'rising' }],
  characterStatusChanges: [{ characterId: 'chr-1', status: 'missing' }],
  memories: [{ characterId: 'chr-1', eventDescription: 'Saw Haven burn', emotionalImpact: 'grief', importance: 0.9 }],
  moves: [{ characterId: 'chr-1', toLocationId: 'loc-2' }],
  locationHistory: [{ locationId: 'loc-2', event: 'Smoke seen from afar' }],
  factionHistory: [{ factionId: 'fac-1', event: 'Took in refugees' }],
};

describe('beat consequences', () => {
  it('travel in BeatGenerated, validated and with the previous values filled in', () => {
    const [generated] = given(...started)
      .when(beatWith(everything))
      .events();
    expect(generated).toMatchObject({
      type: 'BeatGenerated',
      data: {
        consequences: {
          locationStatusChanges: [
            { locationId: 'loc-1', previousStatus: 'thriving', status: 'ruined', reason: 'The granary fire spread' },
          ],
          factionStatusChanges: [{ factionId: 'fac-1', previousStatus: 'stable', status: 'rising', reason: null }],
          characterStatusChanges: [{ characterId: 'chr-1', previousStatus: 'active', status: 'missing', reason: null }],
          moves: [{ characterId: 'chr-1', fromLocationId: 'loc-1', toLocationId: 'loc-2' }],
        },
      },
    });
  });

  it('change the world when the beat is folded', () => {
    const world = given(...started)
      .when(beatWith(everything))
      .state();
    expect(world.locations.get('loc-1')).toMatchObject({
      status: 'ruined',
      lastSignificantChange: later,
      historicalEvents: [
        { timestamp: later, event: 'The granary fire spread', previousStatus: 'thriving', beatIndex: 1 },
      ],
    });
    expect(world.locations.get('loc-2')?.historicalEvents).toEqual([
      { timestamp: later, event: 'Smoke seen from afar', beatIndex: 1 },
    ]);
    expect(world.factions.get('fac-1')).toMatchObject({
      status: 'rising',
      historicalEvents: [
        { event: 'Status changed from stable to rising', previousStatus: 'stable', beatIndex: 1 },
        { event: 'Took in refugees', beatIndex: 1 },
      ],
    });
    expect(world.characters.get('chr-1')).toMatchObject({
      status: 'missing',
      locationId: 'loc-2',
      memories: [{ timestamp: later, eventDescription: 'Saw Haven burn', emotionalImpact: 'grief', importance: 0.9 }],
      storyBeatsWitnessed: ['beat-1'],
    });
  });

  it('stand for the same entity events a manual edit emits, each tagged with the beat', () => {
    const [generated] = given(...started)
      .when(beatWith(everything))
      .events();
    const events = beatConsequenceEvents((generated as Extract<WorldDomainEvent, { type: 'BeatGenerated' }>).data);
    expect(events.map((event) => event.type)).toEqual([
      'CharacterMoved',
      'CharacterMemoryRecorded',
      'CharacterStatusChanged',
      'LocationStatusChanged',
      'LocationHistoryRecorded',
      'FactionStatusChanged',
      'FactionHistoryRecorded',
      'LocationHistoryRecorded',
      'FactionHistoryRecorded',
    ]);
    expect(events.every((event) => 'beatId' in event.data && event.data.beatId === 'beat-1')).toBe(true);
  });

  describe('must reference what exists in this world', () => {
    it.each<[string, BeatConsequencesInput]>([
      ['location status', { locationStatusChanges: [{ locationId: 'loc-x', status: 'ruined' }] }],
      ['faction status', { factionStatusChanges: [{ factionId: 'fac-x', status: 'rising' }] }],
      ['character status', { characterStatusChanges: [{ characterId: 'chr-x', status: 'retired' }] }],
      ['memory', { memories: [{ characterId: 'chr-x', eventDescription: 'x', emotionalImpact: '', importance: 0.5 }] }],
      ['move of an unknown character', { moves: [{ characterId: 'chr-x', toLocationId: 'loc-1' }] }],
      ['move to an unknown location', { moves: [{ characterId: 'chr-1', toLocationId: 'loc-x' }] }],
      ['location history', { locationHistory: [{ locationId: 'loc-x', event: 'x' }] }],
      ['faction history', { factionHistory: [{ factionId: 'fac-x', event: 'x' }] }],
    ])('%s', (_, consequences) => {
      given(...started)
        .when(beatWith(consequences))
        .thenFails('BEAT.INVALID_REFERENCE', 'invalid');
    });
  });

  it('keep to the status vocabularies', () => {
    given(...started)
      .when(beatWith({ locationStatusChanges: [{ locationId: 'loc-1', status: 'flooded' as never }] }))
      .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
    given(...started)
      .when(beatWith({ factionStatusChanges: [{ factionId: 'fac-1', status: 'thriving' as never }] }))
      .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
  });

  it('make only legal transitions: a lost location cannot become thriving directly', () => {
    given(...started)
      .when(beatWith({ locationStatusChanges: [{ locationId: 'loc-2', status: 'thriving' }] }))
      .thenFails('STATUS.ILLEGAL_TRANSITION', 'invalid');
    given(...started)
      .when(beatWith({ locationStatusChanges: [{ locationId: 'loc-1', status: 'thriving' }] }))
      .thenFails('STATUS.ILLEGAL_TRANSITION', 'invalid');
  });

  describe('leave the deceased deceased', () => {
    it.each<[string, BeatConsequencesInput]>([
      ['no status change', { characterStatusChanges: [{ characterId: 'chr-dead', status: 'active' }] }],
      ['no move', { moves: [{ characterId: 'chr-dead', toLocationId: 'loc-2' }] }],
      [
        'no memory',
        { memories: [{ characterId: 'chr-dead', eventDescription: 'x', emotionalImpact: '', importance: 0.5 }] },
      ],
    ])('%s', (_, consequences) => {
      given(...started)
        .when(beatWith(consequences))
        .thenFails('CHARACTER.DECEASED', 'invalid');
    });

    it.each<[string, BeatConsequencesInput]>([
      ['no move', { moves: [{ characterId: 'chr-1', toLocationId: 'loc-2' }] }],
      [
        'no memory',
        { memories: [{ characterId: 'chr-1', eventDescription: 'x', emotionalImpact: '', importance: 1 }] },
      ],
    ])('and one who dies in this beat gets %s in it', (_, consequences) => {
      given(...started)
        .when(beatWith({ ...consequences, characterStatusChanges: [{ characterId: 'chr-1', status: 'deceased' }] }))
        .thenFails('CHARACTER.DECEASED', 'invalid');
    });
  });

  it('keep memory importance between 0.0 and 1.0', () => {
    given(...started)
      .when(
        beatWith({ memories: [{ characterId: 'chr-1', eventDescription: 'x', emotionalImpact: '', importance: 1.5 }] }),
      )
      .thenFails('MEMORY.INVALID_IMPORTANCE', 'invalid');
  });

  it('change a status or move a character once per beat, and only to somewhere new', () => {
    given(...started)
      .when(
        beatWith({
          locationStatusChanges: [
            { locationId: 'loc-1', status: 'stable' },
            { locationId: 'loc-1', status: 'declining' },
          ],
        }),
      )
      .thenFails('BEAT.INVALID_CONSEQUENCE', 'invalid');
    given(...started)
      .when(beatWith({ moves: [{ characterId: 'chr-1', toLocationId: 'loc-1' }] }))
      .thenFails('BEAT.INVALID_CONSEQUENCE', 'invalid');
    given(...started)
      .when(
        beatWith({
          moves: [
            { characterId: 'chr-1', toLocationId: 'loc-2' },
            { characterId: 'chr-1', toLocationId: 'loc-2' },
          ],
        }),
      )
      .thenFails('BEAT.INVALID_CONSEQUENCE', 'invalid');
  });
});
