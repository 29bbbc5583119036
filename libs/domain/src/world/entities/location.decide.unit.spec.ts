import {
  characterAdded,
  command,
  factionAdded,
  given,
  later,
  locationAdded,
  stateOf,
  worldCreated,
} from '../world.fixtures.spec';

const region = locationAdded('reg-north', { type: 'region', name: 'The North' });

describe('locations', () => {
  describe('AddLocation', () => {
    it('adds a location with its defaults filled in', () => {
      given(worldCreated)
        .when(command('AddLocation', { locationId: 'loc-1', name: 'Haven', type: 'city' }))
        .then([locationAdded('loc-1', { name: 'Haven', addedAt: later })]);
    });

    it('keeps every field of SPEC §3, coordinates and a parent region included', () => {
      const state = given(worldCreated, region)
        .when(
          command('AddLocation', {
            locationId: 'loc-1',
            name: 'Haven',
            type: 'landmark',
            status: 'thriving',
            description: 'A lighthouse',
            tags: ['coast', 'light'],
            parentLocationId: 'reg-north',
            relativeX: 0.25,
            relativeY: -3,
          }),
        )
        .state();
      expect(state.locations.get('loc-1')).toEqual({
        id: 'loc-1',
        name: 'Haven',
        type: 'landmark',
        status: 'thriving',
        description: 'A lighthouse',
        tags: ['coast', 'light'],
        parentLocationId: 'reg-north',
        relativeX: 0.25,
        relativeY: -3,
        historicalEvents: [],
        emergedIn: null,
        createdAt: later,
        lastSignificantChange: null,
      });
    });

    it('refuses a location type or status outside the vocabulary', () => {
      const bad = { locationId: 'loc-1', name: 'Haven' };
      given(worldCreated)
        .when(command('AddLocation', { ...bad, type: 'village' as never }))
        .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
      given(worldCreated)
        .when(command('AddLocation', { ...bad, type: 'city', status: 'burning' as never }))
        .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
    });

    it('refuses a blank name, an existing id and coordinates that are not numbers', () => {
      given(worldCreated)
        .when(command('AddLocation', { locationId: 'loc-1', name: '  ', type: 'city' }))
        .thenFails('ENTITY.NAME_REQUIRED', 'invalid');
      given(worldCreated, locationAdded('loc-1'))
        .when(command('AddLocation', { locationId: 'loc-1', name: 'Haven', type: 'city' }))
        .thenFails('LOCATION.ALREADY_EXISTS', 'conflict');
      given(worldCreated)
        .when(command('AddLocation', { locationId: 'loc-1', name: 'Haven', type: 'city', relativeX: Number.NaN }))
        .thenFails('LOCATION.INVALID_COORDINATES', 'invalid');
    });

    it('puts a city, landmark or wilderness only inside an existing region, and a region inside nothing', () => {
      const add = (type: 'city' | 'region', parentLocationId: string) =>
        command('AddLocation', { locationId: 'loc-1', name: 'Haven', type, parentLocationId });
      given(worldCreated).when(add('city', 'reg-missing')).thenFails('ENTITY.INVALID_REFERENCE', 'invalid');
      given(worldCreated, locationAdded('city-2')).when(add('city', 'city-2')).thenFails('LOCATION.INVALID_PARENT');
      given(worldCreated, region).when(add('region', 'reg-north')).thenFails('LOCATION.INVALID_PARENT');
    });
  });

  describe('UpdateLocation', () => {
    it('emits only the fields that change', () => {
      given(worldCreated, locationAdded('loc-1', { name: 'Haven', tags: ['a'] }))
        .when(command('UpdateLocation', { locationId: 'loc-1', name: 'Haven', tags: ['a', 'b'], description: 'New' }))
        .then([
          {
            type: 'LocationUpdated',
            data: { locationId: 'loc-1', changes: { tags: ['a', 'b'], description: 'New' }, updatedAt: later },
          },
        ]);
    });

    it('changes nothing when nothing differs', () => {
      given(worldCreated, locationAdded('loc-1', { name: 'Haven' }))
        .when(command('UpdateLocation', { locationId: 'loc-1', name: 'Haven', status: 'stable' }))
        .then([]);
    });

    it('turns a status change into LocationStatusChanged with the previous status and a history line', () => {
      const when = given(worldCreated, locationAdded('loc-1')).when(
        command('UpdateLocation', { locationId: 'loc-1', status: 'declining' }),
      );
      when.then([
        {
          type: 'LocationStatusChanged',
          data: { locationId: 'loc-1', previousStatus: 'stable', status: 'declining', changedAt: later, beatId: null },
        },
        {
          type: 'LocationHistoryRecorded',
          data: {
            locationId: 'loc-1',
            historicalEvent: {
              timestamp: later,
              event: 'Status changed from stable to declining',
              previousStatus: 'stable',
            },
            beatId: null,
          },
        },
      ]);
      expect(when.state().locations.get('loc-1')).toMatchObject({
        status: 'declining',
        lastSignificantChange: later,
        historicalEvents: [{ event: 'Status changed from stable to declining', previousStatus: 'stable' }],
      });
    });

    it('writes the given reason as the history line', () => {
      const [, history] = given(worldCreated, locationAdded('loc-1'))
        .when(command('UpdateLocation', { locationId: 'loc-1', status: 'ruined', reason: 'Sacked by raiders' }))
        .events();
      expect(history).toMatchObject({
        data: { historicalEvent: { event: 'Sacked by raiders', previousStatus: 'stable' } },
      });
    });

    it('refuses an illegal transition: a lost location cannot become thriving directly', () => {
      given(worldCreated, locationAdded('loc-1', { status: 'lost' }))
        .when(command('UpdateLocation', { locationId: 'loc-1', status: 'thriving' }))
        .thenFails('STATUS.ILLEGAL_TRANSITION', 'invalid');
    });

    it('keeps a region with locations inside it a region', () => {
      given(worldCreated, region, locationAdded('loc-1', { parentLocationId: 'reg-north' }))
        .when(command('UpdateLocation', { locationId: 'reg-north', type: 'wilderness' }))
        .thenFails('LOCATION.HAS_CHILD_LOCATIONS', 'invalid');
    });

    it('is NOT_FOUND for an unknown location', () => {
      given(worldCreated)
        .when(command('UpdateLocation', { locationId: 'loc-x', name: 'X' }))
        .thenFails('LOCATION.NOT_FOUND', 'not_found');
    });
  });

  describe('RemoveLocation', () => {
    it('first lets go of every reference to it, then removes it', () => {
      given(
        worldCreated,
        region,
        locationAdded('loc-1', { parentLocationId: 'reg-north' }),
        characterAdded('chr-1', { locationId: 'reg-north' }),
        characterAdded('chr-2', { locationId: 'loc-1' }),
        factionAdded('fac-1', { controlledLocationIds: ['reg-north', 'loc-1'] }),
      )
        .when(command('RemoveLocation', { locationId: 'reg-north' }))
        .then([
          {
            type: 'LocationUpdated',
            data: { locationId: 'loc-1', changes: { parentLocationId: null }, updatedAt: later },
          },
          {
            type: 'CharacterMoved',
            data: {
              characterId: 'chr-1',
              fromLocationId: 'reg-north',
              toLocationId: null,
              movedAt: later,
              beatId: null,
            },
          },
          {
            type: 'FactionUpdated',
            data: { factionId: 'fac-1', changes: { controlledLocationIds: ['loc-1'] }, updatedAt: later },
          },
          { type: 'LocationRemoved', data: { locationId: 'reg-north', removedAt: later } },
        ]);
    });

    it('leaves no dangling reference in the state', () => {
      const state = given(worldCreated, locationAdded('loc-1'), characterAdded('chr-1', { locationId: 'loc-1' }))
        .when(command('RemoveLocation', { locationId: 'loc-1' }))
        .state();
      expect(state.locations.has('loc-1')).toBe(false);
      expect(state.characters.get('chr-1')?.locationId).toBeNull();
    });

    it('is NOT_FOUND for an unknown location', () => {
      given(worldCreated)
        .when(command('RemoveLocation', { locationId: 'loc-x' }))
        .thenFails('LOCATION.NOT_FOUND');
    });
  });

  describe('RecordLocationHistory', () => {
    it('appends a historical event', () => {
      const state = stateOf([
        worldCreated,
        locationAdded('loc-1'),
        ...given(worldCreated, locationAdded('loc-1'))
          .when(command('RecordLocationHistory', { locationId: 'loc-1', event: 'The great fire' }))
          .events(),
      ]);
      expect(state.locations.get('loc-1')?.historicalEvents).toEqual([{ timestamp: later, event: 'The great fire' }]);
    });

    it('needs a text', () => {
      given(worldCreated, locationAdded('loc-1'))
        .when(command('RecordLocationHistory', { locationId: 'loc-1', event: ' ' }))
        .thenFails('HISTORY.EVENT_REQUIRED', 'invalid');
    });
  });
});
