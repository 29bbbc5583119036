import { randomUUID } from 'node:crypto';
import { HistoricalEvent } from '@worldloom/contracts';
import { z } from 'zod';
import { type LivingWorldApp, rpcFailure, type SeededWorld, seededWorld, startLivingWorldApp } from '../../living-world.test-support';

describe('location.getHistory', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it("answers the location's history lines newest first, at most `limit` (default 50)", async () => {
    const location = await app.alice.trpc.location.create.mutate({
      world_id: mine.world.id,
      name: 'Greywater Ford',
      type: 'landmark',
      status: 'stable',
    });
    const faction = mine.factions.find((candidate) => candidate.status !== 'collapsed')!;
    await app.alice.trpc.faction.claimLocation.mutate({
      factionId: faction.id,
      locationId: location.id,
      method: 'treaty',
      reason: 'A marriage',
    });
    await app.alice.trpc.location.update.mutate({ id: location.id, status: 'declining' });
    await app.alice.trpc.faction.releaseLocation.mutate({ factionId: faction.id, locationId: location.id, reason: 'The marriage failed' });
    const all = (await app.alice.trpc.location.get.query({ id: location.id })).historical_events;

    const history = z.array(HistoricalEvent).parse(await app.alice.trpc.location.getHistory.query({ locationId: location.id }));
    expect(history).toEqual([...all].reverse());
    expect(history).toHaveLength(3);
    expect(history[0]!.event).toBe(`Released by ${faction.name}: The marriage failed`);
    expect(history[1]).toMatchObject({ previous_status: 'stable' });
    expect(history[2]!.event).toBe(`Taken by ${faction.name} by treaty: A marriage`);
    expect(await app.alice.trpc.location.getHistory.query({ locationId: location.id, limit: 1 })).toEqual(history.slice(0, 1));
  });

  it("answers NOT_FOUND for another user's or an unknown location, and the zod issues for a limit below 1", async () => {
    const locationId = mine.locations[0]!.id;
    expect(await rpcFailure(app.bob.trpc.location.getHistory.query({ locationId }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'LOCATION.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.location.getHistory.query({ locationId: randomUUID() }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rpcFailure(app.alice.trpc.location.getHistory.query({ locationId, limit: 0 }))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['limit'] })],
    });
  });
});
