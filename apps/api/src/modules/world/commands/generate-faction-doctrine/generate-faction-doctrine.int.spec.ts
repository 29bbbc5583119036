import { randomUUID } from 'node:crypto';
import { Faction } from '@worldloom/contracts';
import {
  type LivingWorldApp,
  rpcFailure,
  type SeededWorld,
  seededWorld,
  startLivingWorldApp,
  storedEvents,
  streamLength,
} from '../../living-world.test-support';

describe('faction.generateDoctrine', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it("rewrites the faction's ideology and tags, with the generator's provenance", async () => {
    const faction = await app.alice.trpc.faction.create.mutate({
      world_id: mine.world.id,
      name: 'The Quiet Hand',
      type: 'guild',
      ideology: 'Nothing yet',
    });
    const revisions = await streamLength(app.testApp, mine.world.id);

    const after = Faction.parse(await app.alice.trpc.faction.generateDoctrine.mutate(faction.id));

    expect(after.ideology).not.toBe('Nothing yet');
    expect(after.ideology.length).toBeGreaterThan(0);
    expect(after.tags.length).toBeGreaterThan(0);
    expect(after.historical_events.at(-1)?.event).toBe('Rewrote its doctrine');
    const appended = (await storedEvents(app.testApp, mine.world.id)).slice(revisions);
    expect(appended.map((event) => [event.type, event.metadata.provider])).toEqual([
      ['FactionDoctrineRewritten', 'procedural'],
      ['FactionHistoryRecorded', 'procedural'],
    ]);
  });

  it("answers NOT_FOUND for another user's or an unknown faction and BAD_REQUEST for a malformed id, appending nothing", async () => {
    const revisions = await streamLength(app.testApp, mine.world.id);
    expect(await rpcFailure(app.bob.trpc.faction.generateDoctrine.mutate(mine.factions[0]!.id))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'FACTION.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.faction.generateDoctrine.mutate(randomUUID()))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rpcFailure(app.alice.trpc.faction.generateDoctrine.mutate('faction-1'))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await streamLength(app.testApp, mine.world.id)).toBe(revisions);
  });
});
