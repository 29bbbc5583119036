import { randomUUID } from 'node:crypto';
import { SearchLocationsInput, SearchLocationsResult } from '@worldloom/contracts';
import { WorldDetailsHarness } from '../../projections/world-details/world-details-harness.test-support';
import { type SeededIds, seedWorld, TestWorld } from '../../projections/world-details/detailed-world.test-support';
import { SearchLocationsHandler } from './search-locations.handler';
import { SearchLocationsQuery } from './search-locations.query';

describe('SearchLocationsQuery', () => {
  let harness: WorldDetailsHarness;
  let world: TestWorld;
  let ids: SeededIds;
  let handler: SearchLocationsHandler;

  beforeAll(async () => {
    harness = await WorldDetailsHarness.start();
    handler = new SearchLocationsHandler(harness.pool);
    world = new TestWorld(harness);
    ids = await seedWorld(world);
    await harness.projected();
  });

  afterAll(() => harness.close());

  async function search(input: Omit<Partial<SearchLocationsInput>, 'worldId'>, ownerId = world.ownerId, worldId = world.worldId) {
    const query = new SearchLocationsQuery(SearchLocationsInput.parse({ worldId, ...input }), ownerId);
    return SearchLocationsResult.parse(await handler.execute(query));
  }

  const names = (result: SearchLocationsResult) => result.items.map((location) => location.name);

  it('matches a case-insensitive substring of the name or the description, by name', async () => {
    expect(names(await search({ query: 'HAV' }))).toEqual(['Haven']);
    expect(names(await search({ query: 'harbour' }))).toEqual(['Haven', 'Old Lighthouse']);
    expect(names(await search({ query: '  under the MOUNTAIN ' }))).toEqual(['Ironhold']);
    expect(names(await search({ query: '%' }))).toEqual([]);
    expect(await search({ query: 'nowhere' })).toEqual({ items: [], nextCursor: null });
  });

  it('keeps only locations carrying every wanted tag, ignoring case', async () => {
    expect(names(await search({ tags: ['coastal'] }))).toEqual(['Haven', 'Old Lighthouse']);
    expect(names(await search({ tags: ['coastal', 'trade'] }))).toEqual(['Haven']);
    expect(names(await search({ tags: ['trade'] }))).toEqual(['Haven', 'Ironhold']);
    expect(names(await search({ tags: ['coastal', 'mountain'] }))).toEqual([]);
    expect(names(await search({ query: 'lamp', tags: ['RUIN'] }))).toEqual(['Old Lighthouse']);
    expect(await search({ tags: ['coastal'] })).toMatchObject({ items: [{ id: ids.haven, tags: ['coastal', 'trade'] }, {}] });
  });

  it('pages by name with a cursor until the last page', async () => {
    const all = await search({});
    expect(names(all)).toEqual(['Grey Wastes', 'Haven', 'Ironhold', 'Old Lighthouse', 'The North', 'The South']);
    expect(all.nextCursor).toBeNull();

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const result = await search({ limit: 2, ...(cursor === undefined ? {} : { cursor }) });
      expect(result.items).toHaveLength(2);
      seen.push(...names(result));
      cursor = result.nextCursor ?? undefined;
      expect(cursor === undefined).toBe(page === 2);
    }
    expect(seen).toEqual(names(all));
  });

  it('refuses a cursor it never handed out', async () => {
    for (const cursor of ['garbage', Buffer.from('["Haven","not-a-uuid"]').toString('base64url')]) {
      await expect(search({ cursor })).rejects.toMatchObject({ code: 'LOCATION.INVALID_CURSOR', kind: 'invalid' });
    }
  });

  it('answers WORLD.NOT_FOUND for another user’s world or an unknown one, and [] for an empty owned world', async () => {
    await expect(search({}, randomUUID())).rejects.toMatchObject({ code: 'WORLD.NOT_FOUND', kind: 'not_found' });
    await expect(search({}, world.ownerId, randomUUID())).rejects.toMatchObject({ code: 'WORLD.NOT_FOUND' });
    const empty = new TestWorld(harness);
    await empty.create();
    await harness.projected();
    expect(await search({}, empty.ownerId, empty.worldId)).toEqual({ items: [], nextCursor: null });
  });
});
