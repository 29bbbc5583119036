import {
  characterAdded,
  command,
  factionAdded,
  given,
  later,
  locationAdded,
  worldCreated,
} from '../world.fixtures.spec';

describe('factions', () => {
  describe('AddFaction', () => {
    it('adds a faction with its defaults filled in', () => {
      given(worldCreated)
        .when(command('AddFaction', { factionId: 'fac-1', name: 'Iron Guild', type: 'guild' }))
        .then([
          factionAdded('fac-1', {
            name: 'Iron Guild',
            membersEstimate: 0,
            bannerColor: '',
            addedAt: later,
          }),
        ]);
    });

    it('keeps controlled locations, leader, banner colour, ideology and tags', () => {
      const state = given(worldCreated, locationAdded('loc-1'), characterAdded('chr-1'))
        .when(
          command('AddFaction', {
            factionId: 'fac-1',
            name: 'Iron Guild',
            type: 'company',
            status: 'rising',
            membersEstimate: 1200,
            controlledLocationIds: ['loc-1'],
            leaderId: 'chr-1',
            bannerColor: '#aa0000',
            ideology: 'Profit above all',
            tags: ['trade'],
          }),
        )
        .state();
      expect(state.factions.get('fac-1')).toEqual({
        id: 'fac-1',
        name: 'Iron Guild',
        type: 'company',
        status: 'rising',
        membersEstimate: 1200,
        controlledLocationIds: ['loc-1'],
        leaderId: 'chr-1',
        bannerColor: '#aa0000',
        ideology: 'Profit above all',
        tags: ['trade'],
        stances: [],
        historicalEvents: [],
        createdAt: later,
      });
    });

    it('needs controlled locations and leader of this world, and a living leader', () => {
      const add = (data: object) => command('AddFaction', { factionId: 'fac-1', name: 'G', type: 'guild', ...data });
      given(worldCreated)
        .when(add({ controlledLocationIds: ['loc-x'] }))
        .thenFails('ENTITY.INVALID_REFERENCE', 'invalid');
      given(worldCreated)
        .when(add({ leaderId: 'chr-x' }))
        .thenFails('ENTITY.INVALID_REFERENCE', 'invalid');
      given(worldCreated, characterAdded('chr-1', { status: 'deceased' }))
        .when(add({ leaderId: 'chr-1' }))
        .thenFails('CHARACTER.DECEASED', 'invalid');
    });

    it('refuses an unknown type, a negative members estimate and a location listed twice', () => {
      const add = (data: object) => command('AddFaction', { factionId: 'fac-1', name: 'G', type: 'guild', ...data });
      given(worldCreated)
        .when(add({ type: 'horde' }))
        .thenFails('VOCABULARY.UNKNOWN_VALUE');
      given(worldCreated)
        .when(add({ membersEstimate: -1 }))
        .thenFails('FACTION.INVALID_MEMBERS_ESTIMATE');
      given(worldCreated, locationAdded('loc-1'))
        .when(add({ controlledLocationIds: ['loc-1', 'loc-1'] }))
        .thenFails('ENTITY.INVALID_FIELD');
    });
  });

  describe('no location has two masters', () => {
    const held = [worldCreated, locationAdded('loc-1'), factionAdded('fac-1', { name: 'Wardens', controlledLocationIds: ['loc-1'] })];

    it('refuses a new faction controlling a location another holds: it must claim it', () => {
      given(...held)
        .when(command('AddFaction', { factionId: 'fac-2', name: 'Reavers', type: 'cult', controlledLocationIds: ['loc-1'] }))
        .thenFails('TERRITORY.HELD_BY_OTHER', 'conflict', 'Location loc-1 is held by Wardens; claim it instead');
    });

    it('refuses an edit that adds a location another holds, and keeps what the faction holds already', () => {
      const two = [...held, factionAdded('fac-2', { name: 'Reavers' })];
      given(...two)
        .when(command('UpdateFaction', { factionId: 'fac-2', controlledLocationIds: ['loc-1'] }))
        .thenFails('TERRITORY.HELD_BY_OTHER', 'conflict');
      given(...two)
        .when(command('UpdateFaction', { factionId: 'fac-1', name: 'Old Wardens', controlledLocationIds: ['loc-1'] }))
        .then([{ type: 'FactionUpdated', data: { factionId: 'fac-1', changes: { name: 'Old Wardens' }, updatedAt: later } }]);
    });
  });

  describe('UpdateFaction', () => {
    it('sets a leader of this world', () => {
      given(worldCreated, factionAdded('fac-1'), characterAdded('chr-1'))
        .when(command('UpdateFaction', { factionId: 'fac-1', leaderId: 'chr-1' }))
        .then([
          { type: 'FactionUpdated', data: { factionId: 'fac-1', changes: { leaderId: 'chr-1' }, updatedAt: later } },
        ]);
      given(worldCreated, factionAdded('fac-1'))
        .when(command('UpdateFaction', { factionId: 'fac-1', leaderId: 'chr-x' }))
        .thenFails('ENTITY.INVALID_REFERENCE');
    });

    it('still edits a faction whose leader has died in office', () => {
      given(worldCreated, characterAdded('chr-1', { status: 'deceased' }), factionAdded('fac-1', { leaderId: 'chr-1' }))
        .when(command('UpdateFaction', { factionId: 'fac-1', name: 'The Orphaned Guild' }))
        .then([
          {
            type: 'FactionUpdated',
            data: { factionId: 'fac-1', changes: { name: 'The Orphaned Guild' }, updatedAt: later },
          },
        ]);
    });

    it('turns a status change into FactionStatusChanged with the previous status and a history line', () => {
      given(worldCreated, factionAdded('fac-1'))
        .when(command('UpdateFaction', { factionId: 'fac-1', status: 'collapsed' }))
        .then([
          {
            type: 'FactionStatusChanged',
            data: { factionId: 'fac-1', previousStatus: 'stable', status: 'collapsed', reason: null, changedAt: later, beatId: null },
          },
          {
            type: 'FactionHistoryRecorded',
            data: {
              factionId: 'fac-1',
              historicalEvent: {
                timestamp: later,
                event: 'Status changed from stable to collapsed',
                previousStatus: 'stable',
              },
              beatId: null,
            },
          },
        ]);
    });

    it('refuses an illegal transition: a collapsed faction cannot become stable directly', () => {
      given(worldCreated, factionAdded('fac-1', { status: 'collapsed' }))
        .when(command('UpdateFaction', { factionId: 'fac-1', status: 'stable' }))
        .thenFails('STATUS.ILLEGAL_TRANSITION', 'invalid');
    });
  });

  describe('RemoveFaction', () => {
    it('first takes its members out of it, then removes it', () => {
      given(
        worldCreated,
        factionAdded('fac-1'),
        characterAdded('chr-1', { factionId: 'fac-1' }),
        characterAdded('chr-2'),
      )
        .when(command('RemoveFaction', { factionId: 'fac-1' }))
        .then([
          { type: 'CharacterUpdated', data: { characterId: 'chr-1', changes: { factionId: null }, updatedAt: later } },
          { type: 'FactionRemoved', data: { factionId: 'fac-1', removedAt: later } },
        ]);
    });

    it('is NOT_FOUND for an unknown faction', () => {
      given(worldCreated)
        .when(command('RemoveFaction', { factionId: 'fac-x' }))
        .thenFails('FACTION.NOT_FOUND', 'not_found');
    });
  });

  it('records a historical event', () => {
    given(worldCreated, factionAdded('fac-1'))
      .when(command('RecordFactionHistory', { factionId: 'fac-1', event: 'The schism' }))
      .then([
        {
          type: 'FactionHistoryRecorded',
          data: { factionId: 'fac-1', historicalEvent: { timestamp: later, event: 'The schism' }, beatId: null },
        },
      ]);
  });
});
