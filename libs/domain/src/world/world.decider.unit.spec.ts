import type { WorldCommand } from './world.commands';
import type { WorldDomainEvent } from './world.events';
import { worldDecider, worldStreamId } from './world.decider';
import {
  characterAdded,
  command,
  factionAdded,
  given,
  historyOf,
  locationAdded,
  now,
  ownerId,
  startArcCommand,
  stateOf,
  strangerId,
  worldCreated,
  worldId,
} from './world.fixtures.spec';

const createWorld = command(
  'CreateWorld',
  { worldId, name: 'Frostmarch', description: 'Frozen northern wastes' },
  { now, actorUserId: ownerId },
);

describe('world decider', () => {
  it('creates a world owned by the actor, stamped with the command time', () => {
    given().when(createWorld).then([worldCreated]);
  });

  it('refuses to create a world twice in the same stream', () => {
    given(worldCreated).when(createWorld).thenFails('WORLD.ALREADY_EXISTS', 'conflict');
  });

  it('names the stream after the world id', () => {
    expect(worldStreamId(worldId)).toBe(`world-${worldId}`);
  });

  it('starts from an empty world with no entities, no seeding and no arc', () => {
    const state = worldDecider.evolve(worldDecider.initialState(), worldCreated);
    expect(state).toMatchObject({
      status: 'created',
      ownerId,
      currentArc: null,
      seeding: { status: 'not_requested' },
    });
  });

  describe('every command but CreateWorld needs the world to exist and to be the actor’s', () => {
    const commands: WorldCommand[] = [
      command('RequestSeeding', { requestId: 'seed-1' }),
      command('RecordSeedingPhase', { requestId: 'seed-1', phase: 'locations', entities: [] }),
      command('CompleteSeeding', { requestId: 'seed-1' }),
      command('FailSeeding', { requestId: 'seed-1', reason: 'boom' }),
      command('AddLocation', { locationId: 'loc-new', name: 'Haven', type: 'city' }),
      command('UpdateLocation', { locationId: 'loc-1', name: 'Renamed' }),
      command('RemoveLocation', { locationId: 'loc-1' }),
      command('RecordLocationHistory', { locationId: 'loc-1', event: 'A fire' }),
      command('AddFaction', { factionId: 'fac-new', name: 'Guild', type: 'guild' }),
      command('UpdateFaction', { factionId: 'fac-1', name: 'Renamed' }),
      command('RemoveFaction', { factionId: 'fac-1' }),
      command('RecordFactionHistory', { factionId: 'fac-1', event: 'A schism' }),
      command('AddCharacter', { characterId: 'chr-new', name: 'Ada', type: 'npc', storyRole: 'minor' }),
      command('UpdateCharacter', { characterId: 'chr-1', name: 'Renamed' }),
      command('RemoveCharacter', { characterId: 'chr-1' }),
      command('RecordCharacterMemory', {
        characterId: 'chr-1',
        eventDescription: 'Saw the sea',
        emotionalImpact: 'awe',
        importance: 0.5,
      }),
      startArcCommand(),
      command('ProgressArc', { arcId: 'arc-1', summary: 'Done' }),
      command('RecordWorldEvent', {
        eventId: 'evt-1',
        eventType: 'player_action',
        impactLevel: 'minor',
        description: 'A stranger arrives',
      }),
      command('CompleteArc', { arcId: 'arc-1', summary: 'Ended early' }),
      command('SetFactionStance', { sourceFactionId: 'fac-1', targetFactionId: 'fac-2', stance: 'hostile', reason: 'A feud' }),
      command('ReviseFactionStances', { changes: [] }),
      command('ClaimLocation', { factionId: 'fac-1', locationId: 'loc-1', method: 'treaty', reason: 'Bought' }),
      command('ReleaseLocation', { factionId: 'fac-1', locationId: 'loc-1', reason: 'Too costly' }),
      command('SetFactionStatus', { factionId: 'fac-1', status: 'rising', reason: 'Victory' }),
      command('RewriteFactionDoctrine', { factionId: 'fac-1', ideology: 'Endure', tags: [] }),
    ];
    const populated = [worldCreated, locationAdded('loc-1'), factionAdded('fac-1'), characterAdded('chr-1')];

    it('covers every command type', () => {
      const covered = new Set(commands.map((each) => each.type));
      expect(covered.size).toBe(26);
    });

    it.each(commands.map((each) => [each.type, each] as const))(
      '%s on another user’s world → WORLD.NOT_FOUND',
      (_, each) => {
        given(...populated)
          .when({ ...each, metadata: { now, actorUserId: strangerId } })
          .thenFails('WORLD.NOT_FOUND', 'not_found');
      },
    );

    it.each(commands.map((each) => [each.type, each] as const))(
      '%s on a world that does not exist → WORLD.NOT_FOUND',
      (_, each) => {
        given().when(each).thenFails('WORLD.NOT_FOUND', 'not_found');
      },
    );
  });

  it('ignores events of a stream that has no WorldCreated (state stays none)', () => {
    expect(worldDecider.evolve(worldDecider.initialState(), locationAdded('loc-1'))).toEqual({ status: 'none' });
  });

  it('copies only the collection an event touches, and never the earlier arcs for the current one', () => {
    const before = stateOf(
      historyOf([worldCreated, locationAdded('loc-1'), characterAdded('chr-1')], startArcCommand()),
    );
    const next = (event: WorldDomainEvent) => worldDecider.evolve(before, event) as typeof before;
    const withLocation = next(locationAdded('loc-2'));
    expect(withLocation.characters).toBe(before.characters);
    expect(withLocation.locations).not.toBe(before.locations);
    const recordEvent = command('RecordWorldEvent', {
      eventId: 'evt-1',
      eventType: 'social',
      impactLevel: 'minor',
      description: 'A feast',
    });
    const withEvent = worldDecider.decide(recordEvent, before).reduce(worldDecider.evolve, before) as typeof before;
    expect(withEvent.locations).toBe(before.locations);
    expect(withEvent.characters).toBe(before.characters);
    expect(withEvent.earlierArcs).toBe(before.earlierArcs);
    expect(withEvent.currentArc?.eventsSinceLastBeat).toHaveLength(1);
  });

  it('never mutates the state it is given', () => {
    const before = worldDecider.evolve(worldDecider.initialState(), worldCreated);
    const after = worldDecider.evolve(before, locationAdded('loc-1'));
    expect(before.status === 'created' && before.locations.size).toBe(0);
    expect(after.status === 'created' && after.locations.size).toBe(1);
  });
});
