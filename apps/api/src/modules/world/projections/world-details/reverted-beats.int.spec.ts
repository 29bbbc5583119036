import { randomUUID } from 'node:crypto';
import { WorldDetailsHarness } from './world-details-harness.test-support';
import { detailQueries, expectReadModelsToMatchDomain, progressTo, seedWorld, startArc, TestWorld, type ArcIds, type SeededIds } from './detailed-world.test-support';

/** Beat 1 of the reverts below: statuses, a move, memories, a stance, a claim, a side changed, a tie, and two newcomers. */
async function fallOfHaven(world: TestWorld, arc: ArcIds, ids: SeededIds, newcomers: { port: string; sela: string }): Promise<string> {
  const beatId = randomUUID();
  const remember = (characterId: string, text: string) => ({ characterId, eventDescription: text, emotionalImpact: 'grief', importance: 0.8 });
  await world.run('ProgressArc', {
    arcId: arc.arcId,
    beat: {
      beatId,
      index: 1,
      name: 'Theme Stated',
      description:
        'Haven declines as the Tide Guild turns on the Wardens and takes Ironhold. Bo joins the Tide Guild and walks to Haven; ' +
        'Di goes missing. Ada stands with Bo. At Saltmere, Sela arrives.',
      worldDirectives: [],
      emergentStorylines: [],
      consequences: {
        newcomers: {
          locations: [{ locationId: newcomers.port, name: 'Saltmere', type: 'city', parentLocationId: ids.north, relativeX: 0.2, relativeY: 0.3 }],
          characters: [
            { characterId: newcomers.sela, name: 'Sela', type: 'npc', storyRole: 'minor', locationId: newcomers.port, memories: [remember(newcomers.sela, 'Landed at Saltmere')].map(({ characterId: _id, ...memory }) => memory) },
          ],
        },
        locationStatusChanges: [{ locationId: ids.haven, status: 'declining', reason: 'The siege' }],
        characterStatusChanges: [{ characterId: ids.di, status: 'missing' }],
        moves: [{ characterId: ids.bo, toLocationId: ids.haven }],
        stanceChanges: [{ sourceFactionId: ids.tideGuild, targetFactionId: ids.wardens, stance: 'hostile', reason: 'Old debts' }],
        territoryChanges: [{ kind: 'claim', factionId: ids.tideGuild, locationId: ids.ironhold, method: 'conquest', reason: 'The walls fell' }],
        allegianceChanges: [{ characterId: ids.bo, toFactionId: ids.tideGuild, reason: 'Better pay' }],
        relationshipChanges: [{ characterId: ids.ada, otherCharacterId: ids.bo, kind: 'ally', note: 'Old friends' }],
        memories: [remember(ids.ada, 'Haven under siege'), remember(ids.bo, 'The walk to Haven'), remember(ids.di, 'The last night')],
      },
    },
  });
  return beatId;
}

describe('world-details: a reverted beat, as the domain folds it', () => {
  let harness: WorldDetailsHarness;

  beforeAll(async () => {
    // Small batches split a revert's compensating events over several transactions.
    harness = await WorldDetailsHarness.start({ batchSize: 4 });
  });

  afterAll(() => harness.close());

  it('puts the rows back, forgets the memories and witnesses, removes the newcomers, and rebuilds to the same tables', async () => {
    const world = new TestWorld(harness);
    const ids = await seedWorld(world);
    const arc = await startArc(world);
    const before = await expectReadModelsToMatchDomain(world);
    const newcomers = { port: randomUUID(), sela: randomUUID() };
    const beat1 = await fallOfHaven(world, arc, ids, newcomers);
    await progressTo(world, arc, 2, { locationStatusChanges: [{ locationId: ids.lighthouse, status: 'declining' }] });
    await expectReadModelsToMatchDomain(world);

    await world.run('RevertBeat', { arcId: arc.arcId });
    await expectReadModelsToMatchDomain(world);
    // A hand edit after beat 1 wins over its revert; the rest goes back.
    await world.run('UpdateCharacter', { characterId: ids.di, status: 'deceased' });
    await world.run('RevertBeat', { arcId: arc.arcId });
    const reverted = await expectReadModelsToMatchDomain(world);
    expect(reverted.currentArc?.currentBeatIndex).toBe(0);
    expect(reverted.characters.has(newcomers.sela)).toBe(false);
    expect(reverted.characters.get(ids.bo)).toMatchObject({ locationId: before.characters.get(ids.bo)?.locationId, factionId: ids.wardens });
    expect(reverted.characters.get(ids.di)?.status).toBe('deceased');

    const queries = detailQueries(harness);
    const ada = await queries.character(ids.ada, world.ownerId);
    expect(ada.memories.map((memory) => memory.event_description)).toEqual(['Her first watch']);
    expect(ada.story_beats_witnessed).not.toContain(beat1);
    expect((await queries.worldState(world.worldId, world.ownerId)).currentBeats.map((beat) => beat.beat_index)).toEqual([0]);

    // The arc goes on from beat 0, and the same anchor ids come back when reached again.
    await progressTo(world, arc, 1);
    await expectReadModelsToMatchDomain(world);
    const live = await harness.dumpReadModels();
    await harness.rebuild(5);
    expect(await harness.dumpReadModels()).toEqual(live);
  });

  it('changes no row while a drafted beat waits, and lands the accepted one as progress would', async () => {
    const world = new TestWorld(harness);
    const ids = await seedWorld(world);
    const arc = await startArc(world);
    await world.run('SetReviewMode', { enabled: true });
    await harness.projected();
    const untouched = await harness.dumpReadModels();
    const draftId = randomUUID();
    await world.run('ProgressArc', {
      arcId: arc.arcId,
      draftId,
      beat: {
        beatId: randomUUID(),
        index: 1,
        name: 'Theme Stated',
        description: 'Di walks to Haven.',
        worldDirectives: [],
        emergentStorylines: [],
        consequences: { moves: [{ characterId: ids.di, toLocationId: ids.haven }], memories: [{ characterId: ids.di, eventDescription: 'The road to Haven', emotionalImpact: 'hope', importance: 0.5 }] },
      },
    });
    await harness.projected();
    const withDraft = await harness.dumpReadModels();
    expect(withDraft.characters).toEqual(untouched.characters);
    expect(withDraft.beats).toEqual(untouched.beats);
    await world.run('AcceptBeatDraft', { draftId });
    const state = await expectReadModelsToMatchDomain(world);
    expect(state.characters.get(ids.di)?.locationId).toBe(ids.haven);
  });
});
