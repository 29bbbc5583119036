import { randomUUID } from 'node:crypto';
import { World } from '@worldloom/contracts';
import { type LivingWorldApp, rpcFailure, startLivingWorldApp } from '../../living-world.test-support';

describe('world.get', () => {
  let app: LivingWorldApp;

  beforeAll(async () => {
    app = await startLivingWorldApp();
  });

  afterAll(() => app.close());

  it('answers the world, given its bare id', async () => {
    const created = await app.alice.trpc.world.create.mutate({ name: 'Frostmarch', description: 'Frozen northern wastes of ice and snow' });
    const world = World.parse(await app.alice.trpc.world.get.query(created.id));
    expect(world).toEqual(created);
    expect(await app.alice.trpc.world.list.query()).toContainEqual(world);
  });

  it("answers NOT_FOUND for another user's or an unknown world, and BAD_REQUEST for a malformed id", async () => {
    const created = await app.alice.trpc.world.create.mutate({ name: 'Private', description: 'Nobody else may look' });
    expect(await rpcFailure(app.bob.trpc.world.get.query(created.id))).toMatchObject({ code: 'NOT_FOUND', domainCode: 'WORLD.NOT_FOUND' });
    expect(await rpcFailure(app.alice.trpc.world.get.query(randomUUID()))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rpcFailure(app.alice.trpc.world.get.query({ worldId: created.id } as never))).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
