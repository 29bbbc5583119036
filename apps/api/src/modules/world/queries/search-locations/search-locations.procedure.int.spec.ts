import { randomUUID } from 'node:crypto';
import { Location } from '@worldloom/contracts';
import { z } from 'zod';
import { type LivingWorldApp, rpcFailure, type SeededWorld, seededWorld, startLivingWorldApp } from '../../living-world.test-support';

describe('location.search', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  const ids = (locations: readonly Location[]) => locations.map((location) => location.id).sort();

  it('answers the matching locations of the world by name, as an array', async () => {
    // By name as the database orders text; every other answer keeps this order.
    const all = z.array(Location).parse(await app.alice.trpc.location.search.query({ worldId: mine.world.id, query: '' }));
    expect(ids(all)).toEqual(ids(mine.locations));
    const [target] = mine.locations;
    const text = target!.name.slice(1, 5);
    const found = await app.alice.trpc.location.search.query({ worldId: mine.world.id, query: ` ${text.toUpperCase()} ` });
    expect(found).toEqual(all.filter((location) => `${location.name}\n${location.description}`.toLowerCase().includes(text.toLowerCase())));
    expect(found.map((location) => location.id)).toContain(target!.id);

    const tag = target!.tags[0]!;
    const tagged = await app.alice.trpc.location.search.query({ worldId: mine.world.id, query: '', tags: [tag.toUpperCase()] });
    expect(tagged).toEqual(all.filter((location) => location.tags.some((own) => own.toLowerCase() === tag.toLowerCase())));
    expect(await app.alice.trpc.location.search.query({ worldId: mine.world.id, query: 'no such place anywhere' })).toEqual([]);
  });

  it('answers at most 100 locations', async () => {
    const world = await app.alice.trpc.world.create.mutate({ name: 'Crowded', description: 'A city of a hundred and five wells' });
    for (let index = 0; index < 105; index += 1) {
      await app.alice.trpc.location.create.mutate({ world_id: world.id, name: `Well ${String(index).padStart(3, '0')}`, type: 'landmark' });
    }
    const found = await app.alice.trpc.location.search.query({ worldId: world.id, query: 'well' });
    expect(found.map((location) => location.name)).toEqual(
      Array.from({ length: 100 }, (_, index) => `Well ${String(index).padStart(3, '0')}`),
    );
  });

  it("answers NOT_FOUND for another user's or an unknown world, and the zod issues without a query", async () => {
    expect(await rpcFailure(app.bob.trpc.location.search.query({ worldId: mine.world.id, query: '' }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'WORLD.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.location.search.query({ worldId: randomUUID(), query: '' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.location.search.query({ worldId: mine.world.id } as never))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['query'] })],
    });
  });
});
