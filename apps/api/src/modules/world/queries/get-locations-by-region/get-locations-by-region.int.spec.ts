import { randomUUID } from 'node:crypto';
import { Location } from '@worldloom/contracts';
import { z } from 'zod';
import { type LivingWorldApp, rpcFailure, type SeededWorld, seededWorld, startLivingWorldApp } from '../../living-world.test-support';

describe('location.getByRegion', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it("answers the locations that lie in the region, in location.list's order", async () => {
    const regions = mine.locations.filter((location) => location.type === 'region');
    expect(regions.length).toBeGreaterThan(0);
    for (const region of regions) {
      const children = z.array(Location).parse(await app.alice.trpc.location.getByRegion.query({ regionId: region.id }));
      expect(children.length).toBeGreaterThan(0);
      expect(children).toEqual(mine.locations.filter((location) => location.parent_location_id === region.id));
    }
    const leaf = mine.locations.find((location) => location.type !== 'region')!;
    expect(await app.alice.trpc.location.getByRegion.query({ regionId: leaf.id })).toEqual([]);
  });

  it("answers NOT_FOUND for another user's or an unknown region, and the zod issues for a malformed id", async () => {
    const region = mine.locations.find((location) => location.type === 'region')!;
    expect(await rpcFailure(app.bob.trpc.location.getByRegion.query({ regionId: region.id }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'LOCATION.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.location.getByRegion.query({ regionId: randomUUID() }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rpcFailure(app.alice.trpc.location.getByRegion.query({ regionId: 'north' }))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['regionId'] })],
    });
  });
});
