import type { WorldDomainEvent } from '../world.events';
import {
  characterAdded,
  command,
  given,
  historyOf,
  later,
  locationAdded,
  stateOf,
  worldCreated,
} from '../world.fixtures.spec';

const requestId = 'seed-1';
const requested: WorldDomainEvent = { type: 'WorldSeedingRequested', data: { requestId, requestedAt: later } };

const locationsPhase = command('RecordSeedingPhase', {
  requestId,
  phase: 'locations',
  entities: [
    { locationId: 'reg-1', name: 'The North', type: 'region' },
    { locationId: 'city-1', name: 'Haven', type: 'city', parentLocationId: 'reg-1' },
  ],
});
const factionsPhase = command('RecordSeedingPhase', {
  requestId,
  phase: 'factions',
  entities: [{ factionId: 'fac-1', name: 'Wardens', type: 'order', controlledLocationIds: ['city-1'] }],
});
const charactersPhase = command('RecordSeedingPhase', {
  requestId,
  phase: 'characters',
  entities: [
    { characterId: 'chr-1', name: 'Ada', type: 'npc', storyRole: 'major', locationId: 'city-1', factionId: 'fac-1' },
  ],
  factionLeaders: [{ factionId: 'fac-1', characterId: 'chr-1' }],
});
const allPhases = historyOf([worldCreated, requested], locationsPhase, factionsPhase, charactersPhase);

describe('seeding', () => {
  describe('RequestSeeding', () => {
    it('starts a seeding of an empty world', () => {
      given(worldCreated).when(command('RequestSeeding', { requestId })).then([requested]);
    });

    it('is a conflict when the world already has an entity', () => {
      given(worldCreated, characterAdded('chr-1'))
        .when(command('RequestSeeding', { requestId: 'seed-2' }))
        .thenFails('WORLD.ALREADY_SEEDED', 'conflict');
    });

    it('is a conflict while a seeding is pending, even once some entities exist', () => {
      given(worldCreated, requested)
        .when(command('RequestSeeding', { requestId: 'seed-2' }))
        .thenFails('WORLD.SEEDING_IN_PROGRESS', 'conflict');
      given(...historyOf([worldCreated, requested], locationsPhase))
        .when(command('RequestSeeding', { requestId: 'seed-2' }))
        .thenFails('WORLD.SEEDING_IN_PROGRESS', 'conflict');
    });
  });

  describe('RecordSeedingPhase', () => {
    it('adds the entities of the phase and closes it with WorldSeedingPhaseRecorded', () => {
      given(worldCreated, requested)
        .when(locationsPhase)
        .then([
          locationAdded('reg-1', { name: 'The North', type: 'region', addedAt: later }),
          locationAdded('city-1', { name: 'Haven', parentLocationId: 'reg-1', addedAt: later }),
          {
            type: 'WorldSeedingPhaseRecorded',
            data: { requestId, phase: 'locations', entityIds: ['reg-1', 'city-1'], recordedAt: later },
          },
        ]);
    });

    it('is idempotent per phase: recording a phase again adds nothing', () => {
      given(...historyOf([worldCreated, requested], locationsPhase))
        .when(locationsPhase)
        .then([]);
    });

    it('names the factions’ leaders once the characters exist', () => {
      const world = stateOf(allPhases);
      expect(world.factions.get('fac-1')).toMatchObject({ leaderId: 'chr-1', controlledLocationIds: ['city-1'] });
      expect(world.characters.get('chr-1')).toMatchObject({ locationId: 'city-1', factionId: 'fac-1' });
    });

    it('sets the stances the factions start with, each with its reason and a line in the source’s history', () => {
      const withStances = command('RecordSeedingPhase', {
        requestId,
        phase: 'factions',
        entities: [
          { factionId: 'fac-1', name: 'Wardens', type: 'order', controlledLocationIds: ['city-1'] },
          { factionId: 'fac-2', name: 'Red Court', type: 'kingdom' },
        ],
        stances: [{ sourceFactionId: 'fac-2', targetFactionId: 'fac-1', stance: 'hostile', reason: 'They hold Haven' }],
      });
      const when = given(...historyOf([worldCreated, requested], locationsPhase)).when(withStances);
      expect(when.events().slice(2)).toEqual([
        {
          type: 'FactionStanceChanged',
          data: {
            sourceFactionId: 'fac-2',
            targetFactionId: 'fac-1',
            previousStance: 'neutral',
            stance: 'hostile',
            reason: 'They hold Haven',
            changedAt: later,
            beatId: null,
          },
        },
        {
          type: 'FactionHistoryRecorded',
          data: {
            factionId: 'fac-2',
            historicalEvent: { timestamp: later, event: 'Now hostile toward Wardens (was neutral): They hold Haven' },
            beatId: null,
          },
        },
        {
          type: 'WorldSeedingPhaseRecorded',
          data: { requestId, phase: 'factions', entityIds: ['fac-1', 'fac-2'], recordedAt: later },
        },
      ]);
      expect(when.state().factions.get('fac-2')?.stances).toEqual([
        { targetFactionId: 'fac-1', stance: 'hostile', reason: 'They hold Haven', changedAt: later },
      ]);
      expect(when.state().factions.get('fac-1')?.stances).toEqual([]);
    });

    it('refuses a stance toward a faction the phase does not bring', () => {
      const stranger = command('RecordSeedingPhase', {
        requestId,
        phase: 'factions',
        entities: [{ factionId: 'fac-1', name: 'Wardens', type: 'order' }],
        stances: [{ sourceFactionId: 'fac-1', targetFactionId: 'fac-x', stance: 'ally', reason: 'Old friends' }],
      });
      given(...historyOf([worldCreated, requested], locationsPhase))
        .when(stranger)
        .thenFails('SEEDING.INVALID_REFERENCE', 'invalid');
    });

    it('records the phases in order: locations, factions, characters', () => {
      given(worldCreated, requested).when(factionsPhase).thenFails('SEEDING.PHASE_OUT_OF_ORDER', 'invalid');
    });

    it('refuses a whole phase when one entity is invalid', () => {
      const bad = command('RecordSeedingPhase', {
        requestId,
        phase: 'locations',
        entities: [
          { locationId: 'reg-1', name: 'The North', type: 'region' },
          { locationId: 'city-1', name: 'Haven', type: 'city', parentLocationId: 'reg-missing' },
        ],
      });
      given(worldCreated, requested).when(bad).thenFails('ENTITY.INVALID_REFERENCE', 'invalid');
    });

    it('is a conflict for a request that is not pending', () => {
      given(worldCreated).when(locationsPhase).thenFails('SEEDING.NOT_PENDING', 'conflict');
      given(worldCreated, { type: 'WorldSeedingRequested', data: { requestId: 'seed-other', requestedAt: later } })
        .when(locationsPhase)
        .thenFails('SEEDING.NOT_PENDING', 'conflict');
    });
  });

  describe('CompleteSeeding', () => {
    it('ends the seeding with the counts once every phase is recorded', () => {
      const when = given(...allPhases).when(command('CompleteSeeding', { requestId }));
      when.then([
        {
          type: 'WorldSeeded',
          data: { requestId, locationCount: 2, factionCount: 1, characterCount: 1, seededAt: later },
        },
      ]);
      expect(when.state().seeding).toEqual({ status: 'seeded', requestId, seededAt: later });
    });

    it('is a no-op when replayed for the same request, and nothing more can be recorded for it', () => {
      const seeded = historyOf(allPhases, command('CompleteSeeding', { requestId }));
      given(...seeded)
        .when(command('CompleteSeeding', { requestId }))
        .then([]);
      given(...seeded)
        .when(charactersPhase)
        .then([]);
    });

    it('needs every phase first', () => {
      given(...historyOf([worldCreated, requested], locationsPhase))
        .when(command('CompleteSeeding', { requestId }))
        .thenFails('SEEDING.INCOMPLETE', 'invalid');
    });
  });

  describe('FailSeeding', () => {
    it('removes what the seeding added, so the world can be seeded again', () => {
      const failed = historyOf(
        [worldCreated, requested],
        locationsPhase,
        factionsPhase,
        command('FailSeeding', { requestId, reason: 'Generator timed out' }),
      );
      const world = stateOf(failed);
      expect(world.locations.size + world.factions.size + world.characters.size).toBe(0);
      expect(world.seeding).toEqual({ status: 'failed', requestId, reason: 'Generator timed out', failedAt: later });
      expect(failed.at(-1)).toEqual({
        type: 'WorldSeedingFailed',
        data: { requestId, reason: 'Generator timed out', failedAt: later },
      });
      given(...failed)
        .when(command('RequestSeeding', { requestId: 'seed-2' }))
        .then([{ type: 'WorldSeedingRequested', data: { requestId: 'seed-2', requestedAt: later } }]);
    });

    it('keeps the entities added by hand meanwhile, letting go of their references to the removed ones', () => {
      const failed = historyOf(
        [worldCreated, requested],
        locationsPhase,
        command('AddCharacter', {
          characterId: 'chr-9',
          name: 'Bo',
          type: 'npc',
          storyRole: 'minor',
          locationId: 'city-1',
        }),
        command('FailSeeding', { requestId, reason: 'boom' }),
      );
      expect(stateOf(failed).characters.get('chr-9')).toMatchObject({ locationId: null });
      expect(stateOf(failed).locations.size).toBe(0);
    });

    it('is a no-op when replayed, and a conflict for a request that is not pending', () => {
      const failed = historyOf([worldCreated, requested], command('FailSeeding', { requestId, reason: 'boom' }));
      given(...failed)
        .when(command('FailSeeding', { requestId, reason: 'boom' }))
        .then([]);
      given(...failed)
        .when(command('CompleteSeeding', { requestId }))
        .thenFails('SEEDING.NOT_PENDING', 'conflict');
    });
  });
});
