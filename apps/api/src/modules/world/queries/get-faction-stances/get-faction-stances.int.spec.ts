import { randomUUID } from 'node:crypto';
import { FactionStanceView } from '@worldloom/contracts';
import { z } from 'zod';
import { type LivingWorldApp, rpcFailure, type SeededWorld, seededWorld, startLivingWorldApp } from '../../living-world.test-support';

describe('faction.getStances', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it('answers a stance toward every other faction of the world by name: neutral without a reason where none was set', async () => {
    const newcomer = await app.alice.trpc.faction.create.mutate({ world_id: mine.world.id, name: 'Aardvark Guild', type: 'guild' });
    // faction.list is by name, as the database orders text.
    const others = mine.factions;

    const stances = z.array(FactionStanceView).parse(await app.alice.trpc.faction.getStances.query(newcomer.id));
    expect(stances).toEqual(others.map((faction) => ({ targetId: faction.id, stance: 'neutral', reason: null, last_changed: null })));

    const set = await app.alice.trpc.faction.setStance.mutate({
      sourceId: newcomer.id,
      targetId: others[0]!.id,
      stance: 'ally',
      reason: 'Old friends',
    });
    const after = await app.alice.trpc.faction.getStances.query(newcomer.id);
    expect(after).toEqual([set, ...stances.slice(1)]);

    // Toward the newcomer, every seeded faction is neutral; toward the others, their seeded stances show.
    const [first] = mine.factions;
    const fromFirst = await app.alice.trpc.faction.getStances.query(first!.id);
    const listed = await app.alice.trpc.faction.list.query({ worldId: mine.world.id });
    expect(fromFirst.map((entry) => entry.targetId)).toEqual(
      listed.filter((faction) => faction.id !== first!.id).map((faction) => faction.id),
    );
    expect(fromFirst).toContainEqual({ targetId: newcomer.id, stance: 'neutral', reason: null, last_changed: null });
    for (const entry of first!.stances) {
      expect(fromFirst).toContainEqual({
        targetId: entry.target_faction_id,
        stance: entry.stance,
        reason: entry.reason,
        last_changed: entry.last_changed,
      });
    }
  });

  it("answers NOT_FOUND for another user's faction or an unknown one, and the zod issues for a malformed id", async () => {
    expect(await rpcFailure(app.bob.trpc.faction.getStances.query(mine.factions[0]!.id))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'FACTION.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.faction.getStances.query(randomUUID()))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rpcFailure(app.alice.trpc.faction.getStances.query('not-an-id'))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: [] })],
    });
  });
});
