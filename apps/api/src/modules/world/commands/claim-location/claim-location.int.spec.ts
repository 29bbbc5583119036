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

describe('faction.claimLocation', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;
  let theirs: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    [mine, theirs] = await Promise.all([
      seededWorld(app, app.alice),
      seededWorld(app, app.bob, 'Brassport', 'A steampunk harbour of clockwork and smoke'),
    ]);
  });

  afterAll(() => app.close());

  it('takes a location from its former master by conquest, with the default reason in every history', async () => {
    const holder = mine.factions.find((faction) => faction.controlled_locations.length > 0);
    const claimant = mine.factions.find((faction) => faction.id !== holder?.id && faction.status !== 'collapsed');
    const place = mine.locations.find((location) => holder?.controlled_locations.includes(location.id) && location.status !== 'lost')!;
    const taken = place.id;

    const faction = Faction.parse(
      await app.alice.trpc.faction.claimLocation.mutate({ factionId: claimant!.id, locationId: taken, method: 'conquest' }),
    );

    expect(faction.controlled_locations).toContain(taken);
    expect(faction.historical_events.at(-1)?.event).toBe(`Took ${place.name} by conquest: Claimed by conquest`);
    expect((await app.alice.trpc.faction.get.query({ id: holder!.id })).controlled_locations).not.toContain(taken);
    const location = await app.alice.trpc.location.get.query({ id: taken });
    expect(location.controlled_by).toBe(claimant!.id);
    expect(location.historical_events.at(-1)?.event).toBe(`Taken by ${claimant!.name} by conquest: Claimed by conquest`);
  });

  it('takes an unheld location by treaty, with the reason given or the default one', async () => {
    const held = new Set(mine.factions.flatMap((faction) => faction.controlled_locations));
    const [free, other] = mine.locations.filter((location) => !held.has(location.id) && location.status !== 'lost');
    const claimant = mine.factions.find((faction) => faction.status !== 'collapsed');

    const byDefault = await app.alice.trpc.faction.claimLocation.mutate({
      factionId: claimant!.id,
      locationId: free!.id,
      method: 'treaty',
    });
    expect(byDefault.historical_events.at(-1)?.event).toBe(`Took ${free!.name} by treaty: Claimed by treaty`);
    const withReason = await app.alice.trpc.faction.claimLocation.mutate({
      factionId: claimant!.id,
      locationId: other!.id,
      method: 'treaty',
      reason: 'The Accord of Thaw',
    });
    expect(withReason.controlled_locations).toEqual(expect.arrayContaining([free!.id, other!.id]));
    expect(withReason.historical_events.at(-1)?.event).toBe(`Took ${other!.name} by treaty: The Accord of Thaw`);
  });

  it('refuses a location the faction already holds, unknown ids and ids of another user, appending nothing', async () => {
    const claimant = (await app.alice.trpc.faction.list.query({ worldId: mine.world.id })).find(
      (faction) => faction.controlled_locations.length > 0,
    );
    const own = claimant?.controlled_locations[0];
    const revisions = await streamLength(app.testApp, mine.world.id);
    const claim = (factionId: string, locationId: string) =>
      rpcFailure(app.alice.trpc.faction.claimLocation.mutate({ factionId, locationId, method: 'conquest' }));

    expect(await claim(claimant!.id, own!)).toMatchObject({
      code: 'CONFLICT',
      domainCode: 'TERRITORY.ALREADY_HELD',
      message: expect.stringContaining('already holds'),
    });
    expect(await claim(claimant!.id, randomUUID())).toMatchObject({ code: 'NOT_FOUND', domainCode: 'LOCATION.NOT_FOUND' });
    expect(await claim(claimant!.id, theirs.locations[0]!.id)).toMatchObject({ code: 'NOT_FOUND', domainCode: 'LOCATION.NOT_FOUND' });
    expect(await claim(theirs.factions[0]!.id, own!)).toMatchObject({ code: 'NOT_FOUND', domainCode: 'FACTION.NOT_FOUND' });
    expect(await streamLength(app.testApp, mine.world.id)).toBe(revisions);
  });

  it('answers the zod issues for a method other than conquest or treaty', async () => {
    const refused = await rpcFailure(
      app.alice.trpc.faction.claimLocation.mutate({
        factionId: mine.factions[0]!.id,
        locationId: mine.locations[0]!.id,
        method: 'purchase' as 'treaty',
      }),
    );
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', issues: [expect.objectContaining({ path: ['method'] })] });
  });
});
