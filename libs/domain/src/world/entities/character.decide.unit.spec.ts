import {
  characterAdded,
  command,
  factionAdded,
  given,
  later,
  locationAdded,
  worldCreated,
} from '../world.fixtures.spec';

const memory = { eventDescription: 'Saw the sea', emotionalImpact: 'awe', importance: 0.7 };

describe('characters', () => {
  describe('AddCharacter', () => {
    it('adds a character with its defaults filled in', () => {
      given(worldCreated)
        .when(command('AddCharacter', { characterId: 'chr-1', name: 'Ada', type: 'player', storyRole: 'major' }))
        .then([characterAdded('chr-1', { name: 'Ada', type: 'player', storyRole: 'major', addedAt: later })]);
    });

    it('keeps every field of SPEC §3 and starts with no memories and no beats witnessed', () => {
      const state = given(worldCreated, locationAdded('loc-1'), factionAdded('fac-1'))
        .when(
          command('AddCharacter', {
            characterId: 'chr-1',
            name: 'Ada',
            type: 'npc',
            storyRole: 'wildcard',
            status: 'missing',
            description: 'A cartographer',
            background: 'Born at sea',
            personalityTraits: ['curious'],
            motivations: ['map the world'],
            locationId: 'loc-1',
            factionId: 'fac-1',
          }),
        )
        .state();
      expect(state.characters.get('chr-1')).toEqual({
        id: 'chr-1',
        name: 'Ada',
        type: 'npc',
        storyRole: 'wildcard',
        status: 'missing',
        description: 'A cartographer',
        background: 'Born at sea',
        personalityTraits: ['curious'],
        motivations: ['map the world'],
        locationId: 'loc-1',
        factionId: 'fac-1',
        memories: [],
        storyBeatsWitnessed: [],
        relationships: [],
        historicalEvents: [],
        allegiance: null,
        emergedIn: null,
        createdAt: later,
      });
    });

    it('keeps the memories it comes with (seeded characters), stamped with the time it was added', () => {
      const state = given(worldCreated)
        .when(
          command('AddCharacter', {
            characterId: 'chr-1',
            name: 'Ada',
            type: 'npc',
            storyRole: 'minor',
            memories: [memory],
          }),
        )
        .state();
      expect(state.characters.get('chr-1')?.memories).toEqual([{ timestamp: later, ...memory }]);
      given(worldCreated)
        .when(
          command('AddCharacter', {
            characterId: 'chr-1',
            name: 'Ada',
            type: 'npc',
            storyRole: 'minor',
            memories: [{ ...memory, importance: 2 }],
          }),
        )
        .thenFails('MEMORY.INVALID_IMPORTANCE', 'invalid');
    });

    it('needs its location and faction to exist and its vocabularies to hold', () => {
      const add = (data: object) =>
        command('AddCharacter', { characterId: 'chr-1', name: 'Ada', type: 'npc', storyRole: 'minor', ...data });
      given(worldCreated)
        .when(add({ locationId: 'loc-x' }))
        .thenFails('ENTITY.INVALID_REFERENCE', 'invalid');
      given(worldCreated)
        .when(add({ factionId: 'fac-x' }))
        .thenFails('ENTITY.INVALID_REFERENCE', 'invalid');
      given(worldCreated)
        .when(add({ storyRole: 'hero' }))
        .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
      given(worldCreated)
        .when(add({ status: 'undead' }))
        .thenFails('VOCABULARY.UNKNOWN_VALUE', 'invalid');
    });
  });

  describe('UpdateCharacter', () => {
    const world = [
      worldCreated,
      locationAdded('loc-1'),
      locationAdded('loc-2'),
      characterAdded('chr-1', { locationId: 'loc-1' }),
    ];

    it('emits the profile change, then the move, then the status change', () => {
      given(...world)
        .when(command('UpdateCharacter', { characterId: 'chr-1', name: 'Ada', locationId: 'loc-2', status: 'retired' }))
        .then([
          { type: 'CharacterUpdated', data: { characterId: 'chr-1', changes: { name: 'Ada' }, updatedAt: later } },
          {
            type: 'CharacterMoved',
            data: {
              characterId: 'chr-1',
              fromLocationId: 'loc-1',
              toLocationId: 'loc-2',
              movedAt: later,
              beatId: null,
            },
          },
          {
            type: 'CharacterStatusChanged',
            data: { characterId: 'chr-1', previousStatus: 'active', status: 'retired', changedAt: later, beatId: null },
          },
        ]);
    });

    it('moves only to a location of this world', () => {
      given(...world)
        .when(command('UpdateCharacter', { characterId: 'chr-1', locationId: 'loc-x' }))
        .thenFails('ENTITY.INVALID_REFERENCE', 'invalid');
    });

    it('refuses an illegal transition: a missing character does not retire unseen', () => {
      given(worldCreated, characterAdded('chr-1', { status: 'missing' }))
        .when(command('UpdateCharacter', { characterId: 'chr-1', status: 'retired' }))
        .thenFails('STATUS.ILLEGAL_TRANSITION', 'invalid');
    });

    describe('a deceased character stays deceased', () => {
      const dead = [worldCreated, locationAdded('loc-1'), characterAdded('chr-1', { status: 'deceased' })];

      it('cannot change status', () => {
        given(...dead)
          .when(command('UpdateCharacter', { characterId: 'chr-1', status: 'active' }))
          .thenFails('CHARACTER.DECEASED', 'invalid');
      });

      it('cannot move', () => {
        given(...dead)
          .when(command('UpdateCharacter', { characterId: 'chr-1', locationId: 'loc-1' }))
          .thenFails('CHARACTER.DECEASED', 'invalid');
      });

      it('cannot gain a memory', () => {
        given(...dead)
          .when(command('RecordCharacterMemory', { characterId: 'chr-1', ...memory }))
          .thenFails('CHARACTER.DECEASED', 'invalid');
      });

      it('may still be described', () => {
        given(...dead)
          .when(command('UpdateCharacter', { characterId: 'chr-1', description: 'Remembered fondly' }))
          .then([
            {
              type: 'CharacterUpdated',
              data: { characterId: 'chr-1', changes: { description: 'Remembered fondly' }, updatedAt: later },
            },
          ]);
      });
    });
  });

  describe('RecordCharacterMemory', () => {
    it('records a memory stamped with the command time', () => {
      const when = given(worldCreated, characterAdded('chr-1')).when(
        command('RecordCharacterMemory', { characterId: 'chr-1', ...memory }),
      );
      when.then([
        {
          type: 'CharacterMemoryRecorded',
          data: { characterId: 'chr-1', memory: { timestamp: later, ...memory }, beatId: null },
        },
      ]);
      expect(when.state().characters.get('chr-1')?.memories).toEqual([{ timestamp: later, ...memory }]);
    });

    it.each([-0.1, 1.01, Number.NaN])('refuses importance %p (scale 0.0–1.0)', (importance) => {
      given(worldCreated, characterAdded('chr-1'))
        .when(command('RecordCharacterMemory', { characterId: 'chr-1', ...memory, importance }))
        .thenFails('MEMORY.INVALID_IMPORTANCE', 'invalid');
    });

    it.each([0, 1])('accepts importance %p', (importance) => {
      expect(
        given(worldCreated, characterAdded('chr-1'))
          .when(command('RecordCharacterMemory', { characterId: 'chr-1', ...memory, importance }))
          .events(),
      ).toHaveLength(1);
    });
  });

  describe('RemoveCharacter', () => {
    it('first takes the leadership of its factions away, then removes it', () => {
      given(worldCreated, characterAdded('chr-1'), factionAdded('fac-1', { leaderId: 'chr-1' }))
        .when(command('RemoveCharacter', { characterId: 'chr-1' }))
        .then([
          { type: 'FactionUpdated', data: { factionId: 'fac-1', changes: { leaderId: null }, updatedAt: later } },
          { type: 'CharacterRemoved', data: { characterId: 'chr-1', removedAt: later } },
        ]);
    });

    it('is NOT_FOUND for an unknown character', () => {
      given(worldCreated)
        .when(command('RemoveCharacter', { characterId: 'chr-x' }))
        .thenFails('CHARACTER.NOT_FOUND', 'not_found');
    });
  });
});
