import { randomUUID } from 'node:crypto';
import { WorldDetailsHarness } from '../projections/world-details/world-details-harness.test-support';
import {
  type ArcIds,
  type SeededIds,
  seedWorld,
  startArc,
  detailQueries,
  TestWorld,
} from '../projections/world-details/detailed-world.test-support';

describe('story queries: scoped to the owner', () => {
  let harness: WorldDetailsHarness;
  let queries: ReturnType<typeof detailQueries>;
  let world: TestWorld;
  let ids: SeededIds;
  let arc: ArcIds;
  const stranger = randomUUID();

  beforeAll(async () => {
    harness = await WorldDetailsHarness.start();
    queries = detailQueries(harness);
    world = new TestWorld(harness);
    ids = await seedWorld(world);
    arc = await startArc(world);
    await world.run('RecordWorldEvent', { eventId: randomUUID(), eventType: 'social', impactLevel: 'moderate', description: 'A feast' });
    await harness.projected();
  });

  afterAll(() => harness.close());

  it('answers the owner', async () => {
    expect(await queries.worldState(world.worldId, world.ownerId)).toMatchObject({ world: { id: world.worldId } });
    expect(await queries.locations(world.worldId, world.ownerId)).toHaveLength(6);
    expect(await queries.characters(world.worldId, world.ownerId)).toHaveLength(4);
    expect(await queries.factions(world.worldId, world.ownerId)).toHaveLength(2);
    expect(await queries.location(ids.haven, world.ownerId)).toMatchObject({ id: ids.haven });
    expect(await queries.character(ids.ada, world.ownerId)).toMatchObject({ id: ids.ada });
    expect(await queries.faction(ids.wardens, world.ownerId)).toMatchObject({ id: ids.wardens });
    expect(await queries.arc(arc.arcId, world.ownerId)).toMatchObject({ id: arc.arcId });
    expect(await queries.beatEvents(arc.anchors[0], world.ownerId)).toHaveLength(1);
  });

  it.each([
    ['world state', () => queries.worldState(world.worldId, stranger), 'WORLD.NOT_FOUND'],
    ['locations', () => queries.locations(world.worldId, stranger), 'WORLD.NOT_FOUND'],
    ['characters', () => queries.characters(world.worldId, stranger), 'WORLD.NOT_FOUND'],
    ['factions', () => queries.factions(world.worldId, stranger), 'WORLD.NOT_FOUND'],
    ['a location', () => queries.location(ids.haven, stranger), 'LOCATION.NOT_FOUND'],
    ['a character', () => queries.character(ids.ada, stranger), 'CHARACTER.NOT_FOUND'],
    ['a faction', () => queries.faction(ids.wardens, stranger), 'FACTION.NOT_FOUND'],
    ['an arc', () => queries.arc(arc.arcId, stranger), 'ARC.NOT_FOUND'],
    ['a beat’s events', () => queries.beatEvents(arc.anchors[0], stranger), 'BEAT.NOT_FOUND'],
  ])('answers another user asking for %s with NOT_FOUND, never forbidden', async (_what, ask, code) => {
    await expect(ask()).rejects.toMatchObject({ name: 'DomainError', kind: 'not_found', code });
  });

  it.each([
    ['world state', () => queries.worldState(randomUUID(), world.ownerId), 'WORLD.NOT_FOUND'],
    ['locations', () => queries.locations(randomUUID(), world.ownerId), 'WORLD.NOT_FOUND'],
    ['characters', () => queries.characters(randomUUID(), world.ownerId), 'WORLD.NOT_FOUND'],
    ['factions', () => queries.factions(randomUUID(), world.ownerId), 'WORLD.NOT_FOUND'],
    ['a location', () => queries.location(randomUUID(), world.ownerId), 'LOCATION.NOT_FOUND'],
    ['a character', () => queries.character(randomUUID(), world.ownerId), 'CHARACTER.NOT_FOUND'],
    ['a faction', () => queries.faction(randomUUID(), world.ownerId), 'FACTION.NOT_FOUND'],
    ['an arc', () => queries.arc(randomUUID(), world.ownerId), 'ARC.NOT_FOUND'],
    ['a beat’s events', () => queries.beatEvents(randomUUID(), world.ownerId), 'BEAT.NOT_FOUND'],
  ])('answers the owner asking for unknown %s with NOT_FOUND', async (_what, ask, code) => {
    await expect(ask()).rejects.toMatchObject({ kind: 'not_found', code });
  });

  it('answers empty lists for an owned world without entities', async () => {
    const empty = new TestWorld(harness);
    await empty.create();
    await harness.projected();
    expect(await queries.locations(empty.worldId, empty.ownerId)).toEqual([]);
    expect(await queries.characters(empty.worldId, empty.ownerId)).toEqual([]);
    expect(await queries.factions(empty.worldId, empty.ownerId)).toEqual([]);
    expect(await queries.worldState(empty.worldId, empty.ownerId)).toMatchObject({ currentArc: null, currentBeats: [] });
  });
});
