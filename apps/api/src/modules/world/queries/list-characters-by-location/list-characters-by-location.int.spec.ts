import { randomUUID } from 'node:crypto';
import { Character } from '@worldloom/contracts';
import { z } from 'zod';
import { type LivingWorldApp, rpcFailure, type SeededWorld, seededWorld, startLivingWorldApp } from '../../living-world.test-support';

describe('character.listByLocation', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it("answers the characters at the location in character.list's order, and [] where nobody is", async () => {
    const inhabited = mine.locations.filter((location) => mine.characters.some((character) => character.location_id === location.id));
    expect(inhabited.length).toBeGreaterThan(0);
    for (const location of mine.locations) {
      const residents = z.array(Character).parse(await app.alice.trpc.character.listByLocation.query({ locationId: location.id }));
      expect(residents).toEqual(mine.characters.filter((character) => character.location_id === location.id));
    }
    const [resident] = mine.characters;
    const elsewhere = mine.locations.find((location) => location.id !== resident!.location_id)!;
    await app.alice.trpc.character.update.mutate({ id: resident!.id, location_id: elsewhere.id });
    expect((await app.alice.trpc.character.listByLocation.query({ locationId: elsewhere.id })).map((character) => character.id)).toContain(
      resident!.id,
    );
  });

  it("answers NOT_FOUND for another user's or an unknown location, and the zod issues for a malformed id", async () => {
    expect(await rpcFailure(app.bob.trpc.character.listByLocation.query({ locationId: mine.locations[0]!.id }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'LOCATION.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.character.listByLocation.query({ locationId: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.character.listByLocation.query({} as never))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['locationId'] })],
    });
  });
});
