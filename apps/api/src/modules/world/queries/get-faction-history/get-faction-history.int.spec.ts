import { randomUUID } from 'node:crypto';
import { HistoricalEvent } from '@worldloom/contracts';
import { z } from 'zod';
import { type LivingWorldApp, rpcFailure, type SeededWorld, seededWorld, startLivingWorldApp } from '../../living-world.test-support';

describe('faction.getHistory', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it("answers the faction's history lines newest first, at most `limit` (default 50)", async () => {
    const [faction, other] = mine.factions;
    const held = (await app.alice.trpc.faction.getStances.query(faction!.id)).find((entry) => entry.targetId === other!.id)!;
    const first = held.stance === 'hostile' ? 'ally' : 'hostile';
    await app.alice.trpc.faction.setStance.mutate({ sourceId: faction!.id, targetId: other!.id, stance: first, reason: 'First' });
    await app.alice.trpc.faction.setStance.mutate({ sourceId: faction!.id, targetId: other!.id, stance: 'neutral', reason: 'Second' });
    await app.alice.trpc.faction.setStance.mutate({ sourceId: faction!.id, targetId: other!.id, stance: first, reason: 'Third' });
    const all = (await app.alice.trpc.faction.get.query({ id: faction!.id })).historical_events;

    const history = z.array(HistoricalEvent).parse(await app.alice.trpc.faction.getHistory.query({ id: faction!.id }));
    expect(history).toEqual([...all].reverse().slice(0, 50));
    expect(history.slice(0, 3).map((line) => line.event.split(': ')[1])).toEqual(['Third', 'Second', 'First']);
    expect(await app.alice.trpc.faction.getHistory.query({ id: faction!.id, limit: 2 })).toEqual(history.slice(0, 2));
  });

  it("answers NOT_FOUND for another user's or an unknown faction, and the zod issues for a limit above 100", async () => {
    const id = mine.factions[0]!.id;
    expect(await rpcFailure(app.bob.trpc.faction.getHistory.query({ id }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'FACTION.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.faction.getHistory.query({ id: randomUUID() }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rpcFailure(app.alice.trpc.faction.getHistory.query({ id, limit: 101 }))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['limit'] })],
    });
  });
});
