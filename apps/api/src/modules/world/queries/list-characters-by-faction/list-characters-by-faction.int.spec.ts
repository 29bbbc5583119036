import { randomUUID } from 'node:crypto';
import { Character } from '@worldloom/contracts';
import { z } from 'zod';
import { type LivingWorldApp, rpcFailure, type SeededWorld, seededWorld, startLivingWorldApp } from '../../living-world.test-support';

describe('character.listByFaction', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it("answers the faction's characters in character.list's order, and [] for a faction without members", async () => {
    for (const faction of mine.factions) {
      const members = z.array(Character).parse(await app.alice.trpc.character.listByFaction.query({ factionId: faction.id }));
      expect(members).toEqual(mine.characters.filter((character) => character.faction_id === faction.id));
    }
    expect(mine.characters.some((character) => character.faction_id !== null)).toBe(true);
    const empty = await app.alice.trpc.faction.create.mutate({ world_id: mine.world.id, name: 'The Empty Hall', type: 'order' });
    expect(await app.alice.trpc.character.listByFaction.query({ factionId: empty.id })).toEqual([]);
  });

  it("answers NOT_FOUND for another user's or an unknown faction, and the zod issues for a malformed id", async () => {
    expect(await rpcFailure(app.bob.trpc.character.listByFaction.query({ factionId: mine.factions[0]!.id }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'FACTION.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.character.listByFaction.query({ factionId: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.character.listByFaction.query({ factionId: 'x' }))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['factionId'] })],
    });
  });
});
