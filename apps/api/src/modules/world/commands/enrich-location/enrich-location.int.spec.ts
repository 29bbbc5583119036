import { randomUUID } from 'node:crypto';
import { Location } from '@worldloom/contracts';
import {
  type LivingWorldApp,
  rpcFailure,
  type SeededWorld,
  seededWorld,
  startLivingWorldApp,
  storedEvents,
  streamLength,
} from '../../living-world.test-support';

describe('location.enrichWithAI', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it("fills in the location's description and tags from what the world says, with the generator's provenance", async () => {
    const location = await app.alice.trpc.location.create.mutate({ world_id: mine.world.id, name: 'Saltglass Mere', type: 'wilderness' });
    const revisions = await streamLength(app.testApp, mine.world.id);

    const enriched = Location.parse(
      await app.alice.trpc.location.enrichWithAI.mutate({ locationId: location.id, worldContext: 'Smugglers moor there at night' }),
    );

    expect(enriched).toMatchObject({ id: location.id, name: 'Saltglass Mere', type: 'wilderness', status: location.status });
    expect(enriched.description).toContain('Smugglers moor there at night');
    expect(enriched.tags.length).toBeGreaterThan(0);
    expect(await app.alice.trpc.location.get.query({ id: location.id })).toEqual(enriched);
    const appended = (await storedEvents(app.testApp, mine.world.id)).slice(revisions);
    expect(appended.map((event) => [event.type, event.metadata.provider])).toEqual([['LocationUpdated', 'procedural']]);
  });

  it("answers NOT_FOUND for another user's or an unknown location and the zod issues without a context, appending nothing", async () => {
    const locationId = mine.locations[0]!.id;
    const revisions = await streamLength(app.testApp, mine.world.id);
    expect(await rpcFailure(app.bob.trpc.location.enrichWithAI.mutate({ locationId, worldContext: 'Mine now' }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'LOCATION.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.location.enrichWithAI.mutate({ locationId: randomUUID(), worldContext: '' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.location.enrichWithAI.mutate({ locationId } as never))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['worldContext'] })],
    });
    expect(await streamLength(app.testApp, mine.world.id)).toBe(revisions);
  });
});
