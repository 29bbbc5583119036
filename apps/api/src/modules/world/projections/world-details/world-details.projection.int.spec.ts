import { randomUUID } from 'node:crypto';
import { WorldDetailsHarness } from './world-details-harness.test-support';
import {
  expectReadModelsToMatchDomain,
  newSeededIds,
  progressTo,
  recordSeededFactions,
  recordSeededLocations,
  seedWorld,
  startArc,
  detailQueries,
  TestWorld,
} from './detailed-world.test-support';

describe('world-details projection: locations, factions, characters', () => {
  let harness: WorldDetailsHarness;
  let queries: ReturnType<typeof detailQueries>;

  beforeAll(async () => {
    // Small batches split one command's events (a seeding phase, a cascade) over several transactions.
    harness = await WorldDetailsHarness.start({ batchSize: 3 });
    queries = detailQueries(harness);
  });

  afterAll(() => harness.close());

  it('projects a seeded world with its references and defaults', async () => {
    const world = new TestWorld(harness);
    const ids = await seedWorld(world);
    await expectReadModelsToMatchDomain(world);

    const locations = await queries.locations(world.worldId, world.ownerId);
    expect(locations.map((location) => location.name)).toEqual([
      'The North',
      'The South',
      'Haven',
      'Ironhold',
      'Old Lighthouse',
      'Grey Wastes',
    ]);
    expect(await queries.location(ids.haven, world.ownerId)).toEqual({
      id: ids.haven,
      world_id: world.worldId,
      name: 'Haven',
      type: 'city',
      status: 'stable',
      description: 'A harbour city of traders',
      tags: ['coastal', 'trade'],
      parent_location_id: ids.north,
      relative_x: 0.4,
      relative_y: 0.2,
      historical_events: [],
      controlled_by: ids.wardens,
      emerged_in_beat: null,
      created_at: expect.any(String),
      last_significant_change: null,
    });
    expect(await queries.faction(ids.wardens, world.ownerId)).toMatchObject({
      type: 'order',
      status: 'stable',
      members_estimate: 400,
      controlled_locations: [ids.haven, ids.ironhold],
      leader_id: ids.ada,
      banner_color: '#334455',
      tags: ['military'],
      historical_events: [],
    });
    expect((await queries.factions(world.worldId, world.ownerId)).map((faction) => faction.name)).toEqual([
      'Tide Guild',
      'Wardens',
    ]);
    const ada = await queries.character(ids.ada, world.ownerId);
    expect(ada).toMatchObject({
      type: 'player',
      story_role: 'major',
      status: 'active',
      personality_traits: ['stern', 'loyal'],
      motivations: ['protect Haven'],
      location_id: ids.haven,
      faction_id: ids.wardens,
      story_beats_witnessed: [],
    });
    expect(ada.memories).toEqual([
      { timestamp: ada.created_at, event_description: 'Her first watch', emotional_impact: 'pride', importance: 0.6 },
    ]);
    expect((await queries.characters(world.worldId, world.ownerId)).map((character) => character.name)).toEqual([
      'Ada',
      'Cy',
      'Bo',
      'Di',
    ]);
  });

  it('records a status change with a history line holding the previous status, and the last significant change', async () => {
    const world = new TestWorld(harness);
    const ids = await seedWorld(world);
    await world.run('UpdateLocation', { locationId: ids.haven, status: 'declining', reason: 'Plague in the docks' });
    await world.run('UpdateFaction', { factionId: ids.wardens, status: 'rising', name: 'The Wardens' });
    await world.run('RecordLocationHistory', { locationId: ids.ironhold, event: 'A new forge is lit' });
    await world.run('UpdateLocation', { locationId: ids.lighthouse, description: 'Dark now', tags: ['ruin'] });
    await expectReadModelsToMatchDomain(world);

    const haven = await queries.location(ids.haven, world.ownerId);
    expect(haven.status).toBe('declining');
    expect(haven.historical_events).toEqual([
      { timestamp: haven.last_significant_change, event: 'Plague in the docks', previous_status: 'stable' },
    ]);
    expect(haven.last_significant_change).not.toBeNull();
    const wardens = await queries.faction(ids.wardens, world.ownerId);
    expect(wardens).toMatchObject({ name: 'The Wardens', status: 'rising' });
    expect(wardens.historical_events).toEqual([
      { timestamp: expect.any(String), event: 'Status changed from stable to rising', previous_status: 'stable' },
    ]);
    const ironhold = await queries.location(ids.ironhold, world.ownerId);
    expect(ironhold.historical_events).toEqual([{ timestamp: ironhold.last_significant_change, event: 'A new forge is lit' }]);
    expect(await queries.location(ids.lighthouse, world.ownerId)).toMatchObject({
      description: 'Dark now',
      tags: ['ruin'],
      last_significant_change: null,
    });
  });

  it('moves characters, changes their status and appends their memories in order', async () => {
    const world = new TestWorld(harness);
    const ids = await seedWorld(world);
    await world.run('UpdateCharacter', { characterId: ids.bo, locationId: ids.haven, status: 'missing', motivations: ['flee'] });
    await world.run('RecordCharacterMemory', {
      characterId: ids.ada,
      eventDescription: 'Bo vanished',
      emotionalImpact: 'worry',
      importance: 0.8,
    });
    await world.run('UpdateCharacter', { characterId: ids.di, locationId: null, storyRole: 'wildcard' });
    await expectReadModelsToMatchDomain(world);

    expect(await queries.character(ids.bo, world.ownerId)).toMatchObject({
      location_id: ids.haven,
      status: 'missing',
      motivations: ['flee'],
      story_beats_witnessed: [],
    });
    const ada = await queries.character(ids.ada, world.ownerId);
    expect(ada.memories.map((memory) => memory.event_description)).toEqual(['Her first watch', 'Bo vanished']);
    expect(ada.memories[1]).toMatchObject({ emotional_impact: 'worry', importance: 0.8 });
    expect(await queries.character(ids.di, world.ownerId)).toMatchObject({ location_id: null, story_role: 'wildcard' });
  });

  it('removes entities and lets go of every reference to them, as the domain does', async () => {
    const world = new TestWorld(harness);
    const ids = await seedWorld(world);
    await world.run('RemoveLocation', { locationId: ids.haven });
    await world.run('RemoveCharacter', { characterId: ids.cy });
    await world.run('RemoveFaction', { factionId: ids.wardens });
    await world.run('RemoveLocation', { locationId: ids.north });
    await expectReadModelsToMatchDomain(world);

    const { worldId, ownerId } = world;
    expect((await queries.locations(worldId, ownerId)).map((location) => location.name)).toEqual([
      'The South',
      'Ironhold',
      'Old Lighthouse',
      'Grey Wastes',
    ]);
    await expect(queries.location(ids.haven, ownerId)).rejects.toMatchObject({ code: 'LOCATION.NOT_FOUND' });
    expect(await queries.location(ids.ironhold, ownerId)).toMatchObject({ parent_location_id: null });
    expect(await queries.character(ids.ada, ownerId)).toMatchObject({ location_id: null, faction_id: null });
    expect(await queries.character(ids.bo, ownerId)).toMatchObject({ location_id: ids.ironhold, faction_id: null });
    expect(await queries.faction(ids.tideGuild, ownerId)).toMatchObject({
      leader_id: null,
      controlled_locations: [ids.lighthouse],
    });
    await expect(queries.faction(ids.wardens, ownerId)).rejects.toMatchObject({ code: 'FACTION.NOT_FOUND' });
    await expect(queries.character(ids.cy, ownerId)).rejects.toMatchObject({ code: 'CHARACTER.NOT_FOUND' });
  });

  it('takes a failed seeding’s entities back out and keeps those added by hand, without their references', async () => {
    const world = new TestWorld(harness);
    const ids = newSeededIds();
    const { requestId } = ids;
    await world.create();
    await world.run('RequestSeeding', { requestId });
    await recordSeededLocations(world, ids);
    await recordSeededFactions(world, ids);
    const handMade = randomUUID();
    await world.run('AddCharacter', { characterId: handMade, name: 'Eve', type: 'npc', storyRole: 'minor', locationId: ids.haven });
    await harness.projected();
    expect(await queries.locations(world.worldId, world.ownerId)).toHaveLength(6);

    await world.run('FailSeeding', { requestId, reason: 'Generator timed out' });
    await expectReadModelsToMatchDomain(world);
    expect(await queries.locations(world.worldId, world.ownerId)).toEqual([]);
    expect(await queries.factions(world.worldId, world.ownerId)).toEqual([]);
    expect(await queries.characters(world.worldId, world.ownerId)).toMatchObject([{ id: handMade, location_id: null }]);
  });

  it('rebuilds from position 0 into identical tables', async () => {
    const world = new TestWorld(harness);
    const ids = await seedWorld(world);
    const arc = await startArc(world, 'A winter that will not end');
    await world.run('RecordWorldEvent', {
      eventId: randomUUID(),
      eventType: 'environmental',
      impactLevel: 'major',
      description: 'Snow in summer',
    });
    await progressTo(world, arc, 1, {
      locationStatusChanges: [{ locationId: ids.haven, status: 'declining', reason: 'Frozen harbour' }],
      memories: [
        { characterId: ids.ada, eventDescription: 'The harbour froze', emotionalImpact: 'dread', importance: 0.7 },
        { characterId: ids.bo, eventDescription: 'Walked into the frozen harbour', emotionalImpact: 'awe', importance: 0.5 },
      ],
      moves: [{ characterId: ids.bo, toLocationId: ids.haven }],
    });
    await world.run('RemoveLocation', { locationId: ids.wastes });
    await harness.projected();
    const live = await harness.dumpReadModels();
    expect(live.beats).not.toHaveLength(0);
    expect(live.world_events).not.toHaveLength(0);

    // Damage the live tables: a rebuild must empty them and replay, not patch them.
    await harness.pool.query("UPDATE locations SET name = 'Corrupted' WHERE id = $1", [ids.haven]);
    await harness.pool.query('DELETE FROM beats WHERE arc_id = $1', [arc.arcId]);
    await harness.pool.query('UPDATE characters SET world_id = $2 WHERE id = $1', [ids.di, randomUUID()]);
    await harness.rebuild(1000);
    expect(await harness.dumpReadModels()).toEqual(live);
    await expectReadModelsToMatchDomain(world);
  });
});

