import { type LivingWorldApp, rpcFailure, startLivingWorldApp, storedEvents, streamLength } from '../../living-world.test-support';

describe('location.update with coordinates', () => {
  let app: LivingWorldApp;

  beforeAll(async () => {
    app = await startLivingWorldApp();
  });

  afterAll(() => app.close());

  it('places a place on the map, moves it and takes it off again, one LocationUpdated each, leaving the rest as it was', async () => {
    const world = await app.alice.trpc.world.create.mutate({ name: 'Driftmark', description: 'Islands that will not stay put' });
    const place = await app.alice.trpc.location.create.mutate({ world_id: world.id, name: 'Gull Rock', type: 'landmark', description: 'Loud' });
    expect([place.relative_x, place.relative_y]).toEqual([null, null]);

    const placed = await app.alice.trpc.location.update.mutate({ id: place.id, relative_x: 0.25, relative_y: 0.75 });
    expect(placed).toEqual({ ...place, relative_x: 0.25, relative_y: 0.75, last_significant_change: placed.last_significant_change });
    expect((await app.alice.trpc.location.get.query({ id: place.id })).relative_x).toBe(0.25);
    const moved = await app.alice.trpc.location.update.mutate({ id: place.id, relative_x: 0 });
    expect([moved.relative_x, moved.relative_y]).toEqual([0, 0.75]);
    const off = await app.alice.trpc.location.update.mutate({ id: place.id, relative_x: null, relative_y: null });
    expect([off.relative_x, off.relative_y, off.description]).toEqual([null, null, 'Loud']);
    expect((await storedEvents(app.testApp, world.id)).map((event) => event.type).slice(-3)).toEqual(['LocationUpdated', 'LocationUpdated', 'LocationUpdated']);
  });

  it('refuses a coordinate off the map with its zod issue, and stores nothing', async () => {
    const world = await app.alice.trpc.world.create.mutate({ name: 'Edgeland', description: 'Where the map ends' });
    const place = await app.alice.trpc.location.create.mutate({ world_id: world.id, name: 'The Brink', type: 'landmark' });
    const revisions = await streamLength(app.testApp, world.id);
    expect(await rpcFailure(app.alice.trpc.location.update.mutate({ id: place.id, relative_x: 1.5 }))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['relative_x'] })],
    });
    expect(await rpcFailure(app.bob.trpc.location.update.mutate({ id: place.id, relative_x: 0.5, relative_y: 0.5 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await streamLength(app.testApp, world.id)).toBe(revisions);
  });
});
