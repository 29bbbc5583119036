import { randomUUID } from 'node:crypto';
import { Faction } from '@worldloom/contracts';
import {
  type LivingWorldApp,
  rpcFailure,
  type SeededWorld,
  seededWorld,
  startLivingWorldApp,
  streamLength,
} from '../../living-world.test-support';

describe('faction.releaseLocation', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it('lets a held location go: it has no master afterwards, and both histories say why', async () => {
    const faction = mine.factions.find((candidate) => candidate.controlled_locations.length > 0)!;
    const released = faction.controlled_locations[0]!;
    const place = mine.locations.find((location) => location.id === released)!;

    const after = Faction.parse(
      await app.alice.trpc.faction.releaseLocation.mutate({ factionId: faction.id, locationId: released, reason: 'Too costly to hold' }),
    );

    expect(after.controlled_locations).toEqual(faction.controlled_locations.slice(1));
    expect(after.historical_events.at(-1)?.event).toBe(`Let ${place.name} go: Too costly to hold`);
    const location = await app.alice.trpc.location.get.query({ id: released });
    expect(location.controlled_by).toBeNull();
    expect(location.historical_events.at(-1)?.event).toBe(`Released by ${faction.name}: Too costly to hold`);
  });

  it("refuses a location the faction does not hold and another user's faction, appending nothing", async () => {
    const faction = mine.factions[0]!;
    const notHeld = mine.locations.find((location) => !faction.controlled_locations.includes(location.id))!;
    const revisions = await streamLength(app.testApp, mine.world.id);

    expect(
      await rpcFailure(app.alice.trpc.faction.releaseLocation.mutate({ factionId: faction.id, locationId: notHeld.id, reason: 'Why not' })),
    ).toMatchObject({
      code: 'CONFLICT',
      domainCode: 'TERRITORY.NOT_HELD',
      message: `${faction.name} does not hold ${notHeld.name}`,
    });
    expect(
      await rpcFailure(
        app.alice.trpc.faction.releaseLocation.mutate({ factionId: faction.id, locationId: randomUUID(), reason: 'Why not' }),
      ),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await rpcFailure(app.bob.trpc.faction.releaseLocation.mutate({ factionId: faction.id, locationId: notHeld.id, reason: 'Mine now' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'FACTION.NOT_FOUND',
    });
    expect(await streamLength(app.testApp, mine.world.id)).toBe(revisions);
  });

  it('answers the zod issues without a reason', async () => {
    const refused = await rpcFailure(
      app.alice.trpc.faction.releaseLocation.mutate({ factionId: mine.factions[0]!.id, locationId: mine.locations[0]!.id } as never),
    );
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', issues: [expect.objectContaining({ path: ['reason'] })] });
  });
});
