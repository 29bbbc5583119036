import { randomUUID } from 'node:crypto';
import { WorldDetailsHarness } from './world-details-harness.test-support';
import { expectReadModelsToMatchDomain, progressTo, seedWorld, startArc, detailQueries, TestWorld } from './detailed-world.test-support';

interface ItemRow {
  stream_revision: string;
  ordinal: number;
}

describe('world-details projection: history lines, memories and witnessed beats as rows of their own', () => {
  let harness: WorldDetailsHarness;
  let queries: ReturnType<typeof detailQueries>;

  beforeAll(async () => {
    // One event per batch: every item is written by a batch of its own, across many transactions.
    harness = await WorldDetailsHarness.start({ batchSize: 1 });
    queries = detailQueries(harness);
  });

  afterAll(() => harness.close());

  /** The item rows of one entity, in the order the read model lists them. */
  async function itemRows(table: string, entityColumn: string, world: TestWorld, entityId: string): Promise<(ItemRow & Record<string, unknown>)[]> {
    const { rows } = await harness.pool.query<ItemRow & Record<string, unknown>>(
      `SELECT * FROM ${table} WHERE world_id = $1 AND ${entityColumn} = $2 ORDER BY stream_revision, ordinal`,
      [world.worldId, entityId],
    );
    return rows;
  }

  async function revisionOfLastEvent(world: TestWorld): Promise<string> {
    return (await harness.lastRevision(world.worldId)).toString();
  }

  it('keys each item by the event that added it: its revision in the stream, then its place among that event’s items', async () => {
    const world = new TestWorld(harness);
    const ids = await seedWorld(world);
    const seededAt = await revisionOfLastEvent(world);
    const arc = await startArc(world);
    const beat = await progressTo(world, arc, 1, {
      locationStatusChanges: [{ locationId: ids.haven, status: 'declining', reason: 'The harbour silted up' }],
      locationHistory: [{ locationId: ids.haven, event: 'Ships sail past it' }],
      memories: [
        { characterId: ids.ada, eventDescription: 'The last ship left', emotionalImpact: 'loss', importance: 0.7 },
        { characterId: ids.ada, eventDescription: 'The docks fell quiet', emotionalImpact: 'unease', importance: 0.4 },
      ],
      moves: [{ characterId: ids.ada, toLocationId: ids.ironhold }],
    });
    const beatAt = await revisionOfLastEvent(world);
    await expectReadModelsToMatchDomain(world);

    const haven = await itemRows('location_history', 'location_id', world, ids.haven);
    expect(haven).toEqual([
      { world_id: world.worldId, location_id: ids.haven, stream_revision: beatAt, ordinal: expect.any(Number), line: expect.objectContaining({ event: 'The harbour silted up', beat_index: 1 }) },
      { world_id: world.worldId, location_id: ids.haven, stream_revision: beatAt, ordinal: expect.any(Number), line: expect.objectContaining({ event: 'Ships sail past it', beat_index: 1 }) },
    ]);
    expect(haven[0]!.ordinal).toBeLessThan(haven[1]!.ordinal);
    expect((await queries.location(ids.haven, world.ownerId)).historical_events.map((line) => line.event)).toEqual([
      'The harbour silted up',
      'Ships sail past it',
    ]);

    const memories = await itemRows('character_memories', 'character_id', world, ids.ada);
    expect(memories.map((row) => (row.memory as { event_description: string }).event_description)).toEqual([
      'Her first watch',
      'The last ship left',
      'The docks fell quiet',
    ]);
    expect(BigInt(memories[0]!.stream_revision)).toBeLessThanOrEqual(BigInt(seededAt));
    expect(memories.slice(1).map((row) => row.stream_revision)).toEqual([beatAt, beatAt]);
    // Moved and remembered in the same beat: witnessed once, at the first item of that beat.
    const witnessed = await itemRows('character_witnessed_beats', 'character_id', world, ids.ada);
    expect(witnessed).toEqual([{ world_id: world.worldId, character_id: ids.ada, beat_id: beat, stream_revision: beatAt, ordinal: expect.any(Number) }]);
    expect((await queries.character(ids.ada, world.ownerId)).story_beats_witnessed).toEqual([beat]);
  });

  it('deletes the lists with their entity, and starts them over when it is added again under its id', async () => {
    const world = new TestWorld(harness);
    const ids = await seedWorld(world);
    await world.run('RecordLocationHistory', { locationId: ids.haven, event: 'Founded by fishers' });
    await world.run('RecordFactionHistory', { factionId: ids.wardens, event: 'Sworn in' });
    await world.run('RecordCharacterMemory', { characterId: ids.bo, eventDescription: 'A long night', emotionalImpact: 'fear', importance: 0.3 });
    await world.run('RemoveLocation', { locationId: ids.haven });
    await world.run('AddLocation', { locationId: ids.haven, name: 'New Haven', type: 'city', description: 'Built again' });
    await world.run('RecordLocationHistory', { locationId: ids.haven, event: 'Rebuilt' });
    await world.run('RemoveFaction', { factionId: ids.wardens });
    await world.run('RemoveCharacter', { characterId: ids.bo });
    await expectReadModelsToMatchDomain(world);

    expect((await queries.location(ids.haven, world.ownerId)).historical_events.map((line) => line.event)).toEqual(['Rebuilt']);
    expect(await itemRows('location_history', 'location_id', world, ids.haven)).toHaveLength(1);
    expect(await itemRows('faction_history', 'faction_id', world, ids.wardens)).toEqual([]);
    expect(await itemRows('character_memories', 'character_id', world, ids.bo)).toEqual([]);
    // Ada's memory stays: only the removed entities' rows go.
    expect(await itemRows('character_memories', 'character_id', world, ids.ada)).toHaveLength(1);
  });

  it('keeps a beat witnessed once when later events, in other batches, name it again', async () => {
    const world = new TestWorld(harness);
    const ids = await seedWorld(world);
    const arc = await startArc(world);
    const remembers = (eventDescription: string) => [{ characterId: ids.cy, eventDescription, emotionalImpact: 'calm', importance: 0.3 }];
    const beat = await progressTo(world, arc, 1, { moves: [{ characterId: ids.cy, toLocationId: ids.haven }], memories: remembers('Walked to Haven') });
    const later = await progressTo(world, arc, 2, { moves: [{ characterId: ids.cy, toLocationId: ids.ironhold }], memories: remembers('Walked on to Ironhold') });
    // No command writes these today; a stream may still hold them (an import of another history).
    const memory = { timestamp: harness.nextTime(), eventDescription: 'Remembered late', emotionalImpact: 'calm', importance: 0.2 };
    await harness.appendEvents(world.worldId, world.ownerId, [
      { type: 'CharacterMemoryRecorded', data: { characterId: ids.cy, memory, beatId: beat } },
    ]);
    await harness.appendEvents(world.worldId, world.ownerId, [
      { type: 'CharacterStatusChanged', data: { characterId: ids.cy, previousStatus: 'active', status: 'missing', changedAt: memory.timestamp, beatId: later } },
    ]);
    const state = await expectReadModelsToMatchDomain(world);

    expect(state.characters.get(ids.cy)!.storyBeatsWitnessed).toEqual([beat, later]);
    expect((await queries.character(ids.cy, world.ownerId)).story_beats_witnessed).toEqual([beat, later]);
    expect(await itemRows('character_witnessed_beats', 'character_id', world, ids.cy)).toHaveLength(2);
  });

  it('rebuilds the same rows, keys and order in batches of thousands as it wrote one event at a time', async () => {
    const world = new TestWorld(harness);
    const ids = await seedWorld(world);
    // In one rebuild batch: a list filled, its entity removed, added again and its list filled again.
    await world.run('RecordCharacterMemory', { characterId: ids.di, eventDescription: 'First', emotionalImpact: 'joy', importance: 0.1 });
    await world.run('RemoveCharacter', { characterId: ids.di });
    await world.run('AddCharacter', { characterId: ids.di, name: 'Di again', type: 'npc', storyRole: 'minor', locationId: ids.haven });
    await world.run('RecordCharacterMemory', { characterId: ids.di, eventDescription: 'Second', emotionalImpact: 'joy', importance: 0.1 });
    await world.run('RecordLocationHistory', { locationId: ids.wastes, event: 'Dust storms' });
    await world.run('RemoveLocation', { locationId: ids.wastes });
    await harness.projected();
    const live = await harness.dumpReadModels();
    expect(live.location_history).not.toHaveLength(0);
    expect(live.character_witnessed_beats).not.toHaveLength(0);

    await harness.pool.query('DELETE FROM character_memories WHERE world_id = $1 AND character_id = $2', [world.worldId, ids.ada]);
    await harness.pool.query('INSERT INTO location_history VALUES ($1, $2, 0, 0, $3)', [world.worldId, randomUUID(), '{"event":"stray"}']);
    await harness.rebuild(5000);
    expect(await harness.dumpReadModels()).toEqual(live);
    expect((await queries.character(ids.di, world.ownerId)).memories.map((memory) => memory.event_description)).toEqual(['Second']);
    await expectReadModelsToMatchDomain(world);
  });
});
