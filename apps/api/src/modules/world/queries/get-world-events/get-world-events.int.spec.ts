import { randomUUID } from 'node:crypto';
import { WorldEvent } from '@worldloom/contracts';
import { z } from 'zod';
import {
  type LivingWorldApp,
  rpcFailure,
  type SeededWorld,
  seededWorld,
  startedArc,
  startLivingWorldApp,
} from '../../living-world.test-support';

describe('world.getEvents', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;
  let recorded: WorldEvent[];

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
    const arc = await startedArc(app, app.alice, mine.world.id);
    const record = (event_type: WorldEvent['event_type'], impact_level: WorldEvent['impact_level'], description: string) =>
      app.alice.trpc.world.recordWorldEvent.mutate({ world_id: mine.world.id, event_type, impact_level, description });
    recorded = [await record('social', 'minor', 'A wedding'), await record('environmental', 'major', 'An avalanche')];
    await app.alice.trpc.world.progressArc.mutate({ worldId: mine.world.id, arcId: arc.id });
    recorded.push(await record('social', 'major', 'A riot'), await record('player_action', 'catastrophic', 'The dam is opened'));
  });

  afterAll(() => app.close());

  it("answers the world's recorded events newest first, across beats", async () => {
    const events = z.array(WorldEvent).parse(await app.alice.trpc.world.getEvents.query({ worldId: mine.world.id, filters: {} }));
    expect(events).toEqual([...recorded].reverse());
    expect(new Set(events.map((event) => event.beat_id)).size).toBe(2);
  });

  it('keeps only the given type and impact, and at most `limit` (default 50, at most 100)', async () => {
    const query = (filters: object) => app.alice.trpc.world.getEvents.query({ worldId: mine.world.id, filters });
    expect((await query({ eventType: 'social' })).map((event) => event.description)).toEqual(['A riot', 'A wedding']);
    expect((await query({ impactLevel: 'major' })).map((event) => event.description)).toEqual(['A riot', 'An avalanche']);
    expect((await query({ eventType: 'social', impactLevel: 'major' })).map((event) => event.description)).toEqual(['A riot']);
    expect((await query({ limit: 1 })).map((event) => event.description)).toEqual(['The dam is opened']);
    expect(await query({ eventType: 'system_event' })).toEqual([]);
    expect(await rpcFailure(query({ limit: 101 }))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['filters', 'limit'] })],
    });
    expect(await rpcFailure(query({ eventType: 'gossip' }))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['filters', 'eventType'] })],
    });
  });

  it("answers NOT_FOUND for another user's or an unknown world, and [] for a world without events", async () => {
    expect(await rpcFailure(app.bob.trpc.world.getEvents.query({ worldId: mine.world.id, filters: {} }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'WORLD.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.world.getEvents.query({ worldId: randomUUID(), filters: {} }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const quiet = await app.alice.trpc.world.create.mutate({ name: 'Quiet', description: 'Nothing happens here' });
    expect(await app.alice.trpc.world.getEvents.query({ worldId: quiet.id, filters: {} })).toEqual([]);
  });
});
