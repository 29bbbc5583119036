import { randomUUID } from 'node:crypto';
import { FactionStanceChangeView } from '@worldloom/contracts';
import { z } from 'zod';
import {
  type LivingWorldApp,
  rpcFailure,
  type SeededWorld,
  seededWorld,
  startLivingWorldApp,
  storedEvents,
  streamLength,
} from '../../living-world.test-support';

describe('faction.evaluateRelations', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it('re-evaluates the stances in the light of what just happened and answers those that changed, with provenance', async () => {
    const [first, second] = mine.factions;
    for (const [source, target] of [
      [first!, second!],
      [second!, first!],
    ] as const) {
      const held = (await app.alice.trpc.faction.getStances.query(source.id)).find((entry) => entry.targetId === target.id)!;
      if (held.stance !== 'ally')
        await app.alice.trpc.faction.setStance.mutate({ sourceId: source.id, targetId: target.id, stance: 'ally', reason: 'An old pact' });
    }
    const beatContext = `${first!.name} declares war on ${second!.name} after the burning of the granaries.`;
    const revisions = await streamLength(app.testApp, mine.world.id);

    const changed = z
      .array(FactionStanceChangeView)
      .parse(await app.alice.trpc.faction.evaluateRelations.mutate({ worldId: mine.world.id, beatContext }));

    expect(changed).toEqual(
      expect.arrayContaining([
        { sourceId: first!.id, targetId: second!.id, stance: 'hostile', reason: expect.any(String) },
        { sourceId: second!.id, targetId: first!.id, stance: 'hostile', reason: expect.any(String) },
      ]),
    );
    for (const change of changed) {
      const now = (await app.alice.trpc.faction.getStances.query(change.sourceId)).find((entry) => entry.targetId === change.targetId);
      expect(now).toMatchObject({ stance: change.stance, reason: change.reason });
    }
    const appended = (await storedEvents(app.testApp, mine.world.id)).slice(revisions);
    expect(appended.filter((event) => event.type === 'FactionStanceChanged')).toHaveLength(changed.length);
    expect(appended.every((event) => event.metadata.provider === 'procedural')).toBe(true);
    expect(new Set(appended.map((event) => event.transaction_id)).size).toBe(1);

    // Nothing new happened: nothing changes, nothing is appended.
    const settled = await streamLength(app.testApp, mine.world.id);
    expect(await app.alice.trpc.faction.evaluateRelations.mutate({ worldId: mine.world.id, beatContext })).toEqual([]);
    expect(await streamLength(app.testApp, mine.world.id)).toBe(settled);
  });

  it("answers NOT_FOUND for another user's or an unknown world and the zod issues without a context, appending nothing", async () => {
    const revisions = await streamLength(app.testApp, mine.world.id);
    expect(await rpcFailure(app.bob.trpc.faction.evaluateRelations.mutate({ worldId: mine.world.id, beatContext: 'War' }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'WORLD.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.faction.evaluateRelations.mutate({ worldId: randomUUID(), beatContext: 'War' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.faction.evaluateRelations.mutate({ worldId: mine.world.id } as never))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['beatContext'] })],
    });
    expect(await streamLength(app.testApp, mine.world.id)).toBe(revisions);
  });
});
