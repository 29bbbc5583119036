import { randomUUID } from 'node:crypto';
import type { ImpactLevel, WorldEventType } from '@worldloom/contracts';
import { WorldDetailsHarness } from './world-details-harness.test-support';
import {
  type ArcIds,
  expectReadModelsToMatchDomain,
  progressTo,
  type SeededIds,
  seedWorld,
  startArc,
  detailQueries,
  TestWorld,
} from './detailed-world.test-support';

describe('world-details projection: arcs, beats and world events', () => {
  let harness: WorldDetailsHarness;
  let queries: ReturnType<typeof detailQueries>;

  beforeAll(async () => {
    harness = await WorldDetailsHarness.start({ batchSize: 4 });
    queries = detailQueries(harness);
  });

  afterAll(() => harness.close());

  async function seededWorld(): Promise<{ world: TestWorld; ids: SeededIds }> {
    const world = new TestWorld(harness);
    return { world, ids: await seedWorld(world) };
  }

  async function recordEvent(world: TestWorld, description: string, eventType: WorldEventType = 'player_action') {
    const eventId = randomUUID();
    const impactLevel: ImpactLevel = 'minor';
    await world.run('RecordWorldEvent', { eventId, eventType, impactLevel, description });
    return eventId;
  }

  async function progressThrough(world: TestWorld, arc: ArcIds, from: number, to: number): Promise<string[]> {
    const beatIds: string[] = [];
    for (let index = from; index <= to; index++) beatIds.push(await progressTo(world, arc, index));
    return beatIds;
  }

  it('starts an arc with beat 0 current; the anchors 7 and 14 stay plans', async () => {
    const { world } = await seededWorld();
    const before = await queries.worldState(world.worldId, world.ownerId);
    expect(before).toMatchObject({ currentArc: null, currentBeats: [] });
    expect(before.world.current_arc_id).toBeNull();

    const arc = await startArc(world);
    await expectReadModelsToMatchDomain(world);
    const view = await queries.worldState(world.worldId, world.ownerId);
    expect(view.world.current_arc_id).toBe(arc.arcId);
    expect(view.world.updated_at > before.world.updated_at).toBe(true);
    expect(view.currentArc).toMatchObject({
      id: arc.arcId,
      world_id: world.worldId,
      current_beat_id: arc.anchors[0],
      story_name: 'The Long Winter',
      detailed_description: 'Winter never ends',
      summary: null,
      status: 'active',
    });
    expect(view.currentBeats).toEqual([
      {
        id: arc.anchors[0],
        arc_id: arc.arcId,
        beat_index: 0,
        beat_name: 'Opening Image',
        beat_type: 'anchor',
        description: 'Planned beat 0',
        world_directives: ['directive 0'],
        emergent_storylines: [],
        created_at: view.currentArc?.created_at,
      },
    ]);
    await expect(queries.beatEvents(arc.anchors[7], world.ownerId)).rejects.toMatchObject({
      code: 'BEAT.NOT_FOUND',
      kind: 'not_found',
    });
    expect(await queries.beatEvents(arc.anchors[0], world.ownerId)).toEqual([]);
  });

  it('projects a beat’s consequences onto the entities, each character witnessing the beat once', async () => {
    const { world, ids } = await seededWorld();
    const arc = await startArc(world);
    const beat1 = await progressTo(world, arc, 1, {
      locationStatusChanges: [{ locationId: ids.haven, status: 'ruined', reason: 'Sacked by raiders' }],
      factionStatusChanges: [{ factionId: ids.wardens, status: 'declining' }],
      characterStatusChanges: [{ characterId: ids.bo, status: 'missing' }],
      memories: [{ characterId: ids.ada, eventDescription: 'Haven burned', emotionalImpact: 'grief', importance: 0.9 }],
      moves: [{ characterId: ids.ada, toLocationId: ids.ironhold }],
      locationHistory: [{ locationId: ids.lighthouse, event: 'Its lamp went dark' }],
      factionHistory: [{ factionId: ids.tideGuild, event: 'Took in refugees' }],
    });
    const beat2 = await progressTo(world, arc, 2, {
      memories: [{ characterId: ids.ada, eventDescription: 'Ironhold took her in', emotionalImpact: 'relief', importance: 0.5 }],
    });
    await expectReadModelsToMatchDomain(world);

    const { ownerId } = world;
    const haven = await queries.location(ids.haven, ownerId);
    expect(haven).toMatchObject({ status: 'ruined', last_significant_change: expect.any(String) });
    expect(haven.historical_events).toEqual([
      { timestamp: haven.last_significant_change, event: 'Sacked by raiders', previous_status: 'stable', beat_index: 1 },
    ]);
    expect((await queries.location(ids.lighthouse, ownerId)).historical_events).toMatchObject([
      { event: 'Its lamp went dark', beat_index: 1 },
    ]);
    const wardens = await queries.faction(ids.wardens, ownerId);
    expect(wardens.status).toBe('declining');
    expect(wardens.historical_events).toMatchObject([
      { event: 'Status changed from stable to declining', previous_status: 'stable', beat_index: 1 },
    ]);
    expect((await queries.faction(ids.tideGuild, ownerId)).historical_events).toMatchObject([
      { event: 'Took in refugees', beat_index: 1 },
    ]);
    const ada = await queries.character(ids.ada, ownerId);
    expect(ada.location_id).toBe(ids.ironhold);
    expect(ada.story_beats_witnessed).toEqual([beat1, beat2]);
    expect(ada.memories.map((memory) => memory.event_description)).toEqual([
      'Her first watch',
      'Haven burned',
      'Ironhold took her in',
    ]);
    expect(await queries.character(ids.bo, ownerId)).toMatchObject({ status: 'missing', story_beats_witnessed: [beat1] });
    expect(await queries.character(ids.cy, ownerId)).toMatchObject({ story_beats_witnessed: [] });
  });

  it('projects an opening beat generated with the arc, and its consequences', async () => {
    const { world, ids } = await seededWorld();
    const arc = await startArc(world, null, {
      name: 'Opening Image',
      description: 'Snow buries the pass and Cy comes down to Haven',
      worldDirectives: ['Cold'],
      emergentStorylines: ['Who closed the pass?'],
      consequences: {
        moves: [{ characterId: ids.cy, toLocationId: ids.haven }],
        memories: [{ characterId: ids.cy, eventDescription: 'The pass closed behind her', emotionalImpact: 'unease', importance: 0.5 }],
      },
    });
    await expectReadModelsToMatchDomain(world);
    const view = await queries.worldState(world.worldId, world.ownerId);
    expect(view.currentBeats).toMatchObject([
      { id: arc.anchors[0], beat_type: 'anchor', description: 'Snow buries the pass and Cy comes down to Haven', emergent_storylines: ['Who closed the pass?'] },
    ]);
    expect(await queries.character(ids.cy, world.ownerId)).toMatchObject({
      location_id: ids.haven,
      story_beats_witnessed: [arc.anchors[0]],
    });
  });

  it('keeps the planned id and anchor type of beat 7, and completes the arc with its summary', async () => {
    const { world } = await seededWorld();
    const arc = await startArc(world);
    const generated = await progressThrough(world, arc, 1, 7);
    let view = await harness.projected().then(() => queries.worldState(world.worldId, world.ownerId));
    expect(generated[6]).toBe(arc.anchors[7]);
    expect(view.currentArc?.current_beat_id).toBe(arc.anchors[7]);
    expect(view.currentBeats.map((beat) => [beat.beat_index, beat.beat_type])).toEqual([
      [0, 'anchor'],
      [1, 'generated'],
      [2, 'generated'],
      [3, 'generated'],
      [4, 'generated'],
      [5, 'generated'],
      [6, 'generated'],
      [7, 'anchor'],
    ]);
    expect(view.currentBeats[7]).toMatchObject({ id: arc.anchors[7], beat_name: 'Beat 7', description: 'What happens in beat 7' });

    await progressThrough(world, arc, 8, 14);
    await world.run('ProgressArc', { arcId: arc.arcId, summary: 'Spring came at last' });
    const state = await expectReadModelsToMatchDomain(world);
    view = await queries.worldState(world.worldId, world.ownerId);
    expect(view.world.current_arc_id).toBe(arc.arcId);
    expect(view.currentArc).toMatchObject({ status: 'complete', summary: 'Spring came at last', current_beat_id: arc.anchors[14] });
    expect(view.currentBeats.map((beat) => beat.beat_index)).toEqual([...Array(15).keys()]);
    expect(view.world.updated_at).toBe(state.currentArc?.completedAt);
  });

  it('attaches world events to the beat that was current, oldest first, and after completion to the last beat', async () => {
    const { world } = await seededWorld();
    const arc = await startArc(world);
    const first = await recordEvent(world, 'A stranger arrives');
    const second = await recordEvent(world, 'The well runs dry', 'environmental');
    const beat1 = await progressTo(world, arc, 1);
    const third = await recordEvent(world, 'Riots', 'social');
    await harness.projected();

    const atBeat0 = await queries.beatEvents(arc.anchors[0], world.ownerId);
    expect(atBeat0.map((event) => [event.id, event.description, event.event_type])).toEqual([
      [first, 'A stranger arrives', 'player_action'],
      [second, 'The well runs dry', 'environmental'],
    ]);
    expect(atBeat0[0]).toEqual({
      id: first,
      world_id: world.worldId,
      beat_id: arc.anchors[0],
      event_type: 'player_action',
      impact_level: 'minor',
      description: 'A stranger arrives',
      created_at: expect.any(String),
      // Recorded by the owner: no player character acted.
      character_id: null,
    });
    expect((await queries.beatEvents(beat1, world.ownerId)).map((event) => event.id)).toEqual([third]);

    await progressThrough(world, arc, 2, 14);
    await world.run('ProgressArc', { arcId: arc.arcId, summary: 'Done' });
    const late = await recordEvent(world, 'Aftermath');
    await harness.projected();
    expect((await queries.beatEvents(arc.anchors[14], world.ownerId)).map((event) => event.id)).toEqual([late]);
  });

  it('makes a new arc the current one and keeps the completed one', async () => {
    const { world } = await seededWorld();
    const first = await startArc(world);
    await progressThrough(world, first, 1, 14);
    await world.run('ProgressArc', { arcId: first.arcId, summary: 'The first tale' });
    const second = await startArc(world, 'A second winter');
    await expectReadModelsToMatchDomain(world);

    const view = await queries.worldState(world.worldId, world.ownerId);
    expect(view.world.current_arc_id).toBe(second.arcId);
    expect(view.currentArc).toMatchObject({ id: second.arcId, status: 'active', current_beat_id: second.anchors[0] });
    expect(view.currentBeats.map((beat) => beat.id)).toEqual([second.anchors[0]]);
    expect(await queries.arc(first.arcId, world.ownerId)).toMatchObject({ status: 'complete', summary: 'The first tale' });
  });
});
