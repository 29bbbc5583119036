import type { BeatConsequencesInput } from '../arc/beat-consequences';
import { stanceOf } from '../diplomacy/diplomacy.rules';
import type { WorldDomainEvent } from '../world.events';
import type { ExistingWorld } from '../world.state';
import {
  characterAdded,
  command,
  factionAdded,
  given,
  historyOf,
  later,
  locationAdded,
  progressCommand,
  progressTo,
  startArcCommand,
  stateOf,
  strangerId,
  worldCreated,
} from '../world.fixtures.spec';
import type { BeatReverted } from './revert.events';

const started = historyOf(
  [
    worldCreated,
    locationAdded('reg-1', { name: 'The North', type: 'region', description: 'Cold hills' }),
    locationAdded('loc-1', { name: 'Haven', parentLocationId: 'reg-1' }),
    locationAdded('loc-2', { name: 'Saltmere', parentLocationId: 'reg-1' }),
    factionAdded('fac-1', { name: 'Wardens', controlledLocationIds: ['loc-1'], leaderId: 'chr-1', ideology: 'Hold the walls', tags: ['walls'] }),
    factionAdded('fac-2', { name: 'Reavers' }),
    characterAdded('chr-1', { name: 'Ada', locationId: 'loc-1', factionId: 'fac-1', motivations: ['Guard the gate'] }),
    characterAdded('chr-2', { name: 'Bo', locationId: 'loc-1', description: 'A ferryman' }),
    characterAdded('chr-3', { name: 'Cass', locationId: 'loc-2' }),
  ],
  startArcCommand(),
);

const remember = (...characterIds: string[]) =>
  characterIds.map((characterId) => ({ characterId, eventDescription: `The fall of Haven, as ${characterId} saw it`, emotionalImpact: 'grief', importance: 0.8 }));

/** Beat 1 changes every kind of thing: statuses, a move, stances, territory, a doctrine, a side, a leader, ties, texts, newcomers. */
const everything: BeatConsequencesInput = {
  newcomers: {
    locations: [{ locationId: 'loc-new', name: 'Port Vey', type: 'city', parentLocationId: 'reg-1', relativeX: 0.3, relativeY: 0.4 }],
    characters: [{ characterId: 'chr-new', name: 'Dara', type: 'npc', storyRole: 'minor', locationId: 'loc-new', memories: remember('chr-new') }],
  },
  locationStatusChanges: [{ locationId: 'loc-1', status: 'declining', reason: 'The siege' }],
  factionStatusChanges: [{ factionId: 'fac-2', status: 'rising' }],
  characterStatusChanges: [{ characterId: 'chr-3', status: 'missing' }],
  moves: [{ characterId: 'chr-2', toLocationId: 'loc-2' }],
  stanceChanges: [{ sourceFactionId: 'fac-2', targetFactionId: 'fac-1', stance: 'hostile', reason: 'Old grudges' }],
  territoryChanges: [{ kind: 'claim', factionId: 'fac-2', locationId: 'loc-1', method: 'conquest', reason: 'The walls fell' }],
  doctrines: [{ factionId: 'fac-1', ideology: 'Endure', tags: ['siege'], reason: 'Their loss' }],
  allegianceChanges: [{ characterId: 'chr-1', toFactionId: 'fac-2', reason: 'Haven is lost' }],
  leaderChanges: [{ factionId: 'fac-2', leaderId: 'chr-1', reason: 'Chosen at once' }],
  motivationChanges: [{ characterId: 'chr-1', add: ['Avenge Haven'], drop: ['Guard the gate'], reason: 'Everything changed' }],
  characterAmendments: [{ characterId: 'chr-2', description: 'A ferryman with a scar', reason: 'The siege' }],
  locationAmendments: [{ locationId: 'reg-1', description: 'Hills full of refugees', reason: 'The siege' }],
  relationshipChanges: [
    { characterId: 'chr-1', otherCharacterId: 'chr-2', kind: 'ally', note: 'Side by side on the wall' },
    { characterId: 'chr-new', otherCharacterId: 'chr-2', kind: 'rival', note: 'Over the ferry' },
  ],
  memories: remember('chr-1', 'chr-2', 'chr-3'),
};
const fall =
  'The Reavers, rising, take Haven from the Wardens, who now hold only Endure; Haven declines. Ada defects to the Reavers and leads them, ' +
  'with Bo as her ally; Bo flees to Saltmere. Cass goes missing. The North fills with refugees, and in Port Vey Dara, Bo’s rival, arrives.';
const atBeat1 = historyOf(started, progressCommand('arc-1', 1, { description: fall, consequences: everything }));
const revert = command('RevertBeat', { arcId: 'arc-1' });

/** What a revert puts back, entity by entity, without what it only adds to (history lines, the latest allegiance change). */
function essentials(world: ExistingWorld) {
  return {
    locations: [...world.locations.values()].map(({ id, status, description }) => ({ id, status, description })),
    factions: [...world.factions.values()].map(({ id, status, ideology, tags, leaderId, controlledLocationIds }) => ({
      id,
      status,
      ideology,
      tags,
      leaderId,
      controlledLocationIds: [...controlledLocationIds].sort(),
      stances: [...world.factions.keys()].filter((other) => other !== id).map((other) => stanceOf(world.factions.get(id)!, other)),
    })),
    characters: [...world.characters.values()].map(({ id, status, locationId, factionId, motivations, description, memories, storyBeatsWitnessed, relationships }) => ({
      id,
      status,
      locationId,
      factionId,
      motivations,
      description,
      memories,
      storyBeatsWitnessed,
      ties: relationships.map((tie) => [tie.characterId, tie.kind]),
    })),
  };
}

describe('RevertBeat', () => {
  it('puts back everything the beat changed, removes its newcomers and makes the beat before it current', () => {
    const after = given(...atBeat1).when(revert).state();
    expect(essentials(after)).toEqual(essentials(stateOf(started)));
    expect(after.currentArc).toMatchObject({ currentBeatIndex: 0, revertible: [expect.objectContaining({ index: 0 })] });
    expect(after.currentArc?.beats.map((beat) => [beat.index, beat.status])).toEqual([
      [0, 'generated'],
      [7, 'planned'],
      [14, 'planned'],
    ]);
  });

  it('says so first: the beat reverted, by whom, the memories it took back; then the compensating events', () => {
    const events = given(...atBeat1).when(revert).events();
    const [reverted] = events as [BeatReverted, ...WorldDomainEvent[]];
    expect(reverted).toEqual({
      type: 'BeatReverted',
      data: {
        arcId: 'arc-1',
        beatId: 'arc-1-gen-1',
        beatIndex: 1,
        beatName: 'Beat 1',
        restoredBeatId: 'arc-1-beat-0',
        restoredBeatIndex: 0,
        revertedBy: 'user-owner',
        forgottenMemories: remember('chr-1', 'chr-2', 'chr-3').map(({ characterId, ...memory }) => ({ characterId, memory: { timestamp: later, ...memory } })),
        kept: [],
        revertedAt: later,
      },
    });
    const types = events.map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['LocationStatusChanged', 'FactionStatusChanged', 'CharacterStatusChanged', 'CharacterMoved', 'FactionStanceChanged', 'LocationClaimed']),
    );
    // Compensations are hand-made in kind: no beat is named, so nobody "witnesses" them.
    expect(events.slice(1).every((event) => !('beatId' in event.data) || event.data.beatId === null)).toBe(true);
    expect(types.slice(-2)).toEqual(['CharacterRemoved', 'LocationRemoved']);
    expect(stateOf([...atBeat1, ...events]).characters.get('chr-2')?.historicalEvents.at(-1)).toMatchObject({ event: 'Beat 1 "Beat 1" was reverted' });
  });

  it('walks back one more beat when asked again, and refuses at the opening beat', () => {
    const atBeat2 = historyOf(atBeat1, progressCommand('arc-1', 2, { description: 'Ada rides to Saltmere.', consequences: { moves: [{ characterId: 'chr-1', toLocationId: 'loc-2' }], memories: [{ characterId: 'chr-1', eventDescription: 'The ride', emotionalImpact: 'hope', importance: 0.5 }] } }));
    const once = historyOf(atBeat2, revert);
    expect(stateOf(once).currentArc?.currentBeatIndex).toBe(1);
    expect(stateOf(once).characters.get('chr-1')?.locationId).toBe('loc-1');
    const twice = historyOf(once, revert);
    expect(essentials(stateOf(twice))).toEqual(essentials(stateOf(started)));
    given(...twice).when(revert).thenFails('BEAT.NOTHING_TO_REVERT', 'conflict');
    given(...started).when(revert).thenFails('BEAT.NOTHING_TO_REVERT', 'conflict');
  });

  it('lets a later hand edit win where it touches the same field, says so, and puts back the rest', () => {
    const edited = historyOf(
      atBeat1,
      command('UpdateLocation', { locationId: 'loc-1', status: 'ruined' }),
      command('UpdateCharacter', { characterId: 'chr-2', description: 'Rewritten by hand' }),
    );
    const when = given(...edited).when(revert);
    const [reverted] = when.events() as [BeatReverted];
    expect(reverted.data.kept).toEqual([
      { entityId: 'loc-1', field: 'status', message: 'Haven stays ruined: its status changed after the beat' },
      { entityId: 'chr-2', field: 'description', message: 'Bo keeps their description: it was edited after the beat' },
    ]);
    const world = when.state();
    expect(world.locations.get('loc-1')?.status).toBe('ruined');
    expect(world.characters.get('chr-2')).toMatchObject({ description: 'Rewritten by hand', locationId: 'loc-1' });
    expect(world.characters.get('chr-3')?.status).toBe('active');
  });

  it('removes the beat’s newcomers with what names them, even after a hand edit moved someone to their place', () => {
    const moved = historyOf(atBeat1, command('UpdateCharacter', { characterId: 'chr-3', locationId: 'loc-new' }));
    const world = given(...moved).when(revert).state();
    expect(world.locations.has('loc-new')).toBe(false);
    expect(world.characters.has('chr-new')).toBe(false);
    expect(world.characters.get('chr-3')?.locationId).toBeNull();
    expect(world.characters.get('chr-2')?.relationships).toEqual([]);
  });

  it('plans a refined anchor again, and the next progress generates it anew', () => {
    const atBeat7 = historyOf(started, ...progressTo('arc-1', 7));
    const reverted = historyOf(atBeat7, revert);
    const arc = stateOf(reverted).currentArc;
    expect(arc?.currentBeatIndex).toBe(6);
    expect(arc?.beats.find((beat) => beat.index === 7)).toMatchObject({ beatId: 'arc-1-beat-7', status: 'planned', name: 'Plan 7' });
    const again = historyOf(reverted, progressCommand('arc-1', 7));
    expect(stateOf(again).currentArc?.beats.find((beat) => beat.index === 7)).toMatchObject({ status: 'generated', name: 'Beat 7' });
  });

  it('gives the next beat the world events the reverted one took, and those recorded since', () => {
    const event = (eventId: string) => command('RecordWorldEvent', { eventId, eventType: 'social', impactLevel: 'minor', description: `Event ${eventId}` });
    const history = historyOf(started, event('evt-1'), progressCommand('arc-1', 1), event('evt-2'), revert);
    expect(stateOf(history).currentArc?.eventsSinceLastBeat.map((recorded) => recorded.eventId)).toEqual(['evt-1', 'evt-2']);
  });

  it('refuses on a complete arc, an unknown arc and another user’s world', () => {
    const complete = historyOf(started, ...progressTo('arc-1', 14), command('ProgressArc', { arcId: 'arc-1', summary: 'Done' }));
    given(...complete).when(revert).thenFails('ARC.COMPLETE', 'conflict');
    given(...atBeat1).when(command('RevertBeat', { arcId: 'arc-9' })).thenFails('ARC.NOT_FOUND', 'not_found');
    given(...atBeat1).when(command('RevertBeat', { arcId: 'arc-1' }, { now: later, actorUserId: strangerId })).thenFails('WORLD.NOT_FOUND', 'not_found');
  });
});
