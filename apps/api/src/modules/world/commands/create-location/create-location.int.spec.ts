import { type EnrichLocationInput, Location, type LocationEnrichment } from '@worldloom/contracts';
import { restUser, servedDocument } from '#test/rest/support/rest-test-app';
import { ProceduralStoryGenerator } from '../../../story-generator/procedural/procedural-story-generator';
import type { Review } from '../../../story-generator/story-generator.port';
import {
  type LivingWorldApp,
  rpcFailure,
  type SeededWorld,
  seededWorld,
  startLivingWorldApp,
  storedEvents,
  streamLength,
} from '../../living-world.test-support';

/** The offline generator, keeping what each enrichment was asked. */
class WatchedGenerator extends ProceduralStoryGenerator {
  readonly enrichInputs: EnrichLocationInput[] = [];

  override enrichLocation(input: EnrichLocationInput, review?: Review<LocationEnrichment>) {
    this.enrichInputs.push(input);
    return super.enrichLocation(input, review);
  }
}

describe('location.create with `enrich`', () => {
  const generator = new WatchedGenerator();
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp(generator);
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  const region = () => mine.locations.find((location) => location.type === 'region')!;

  it('lets the generator write the description and tags in the one command that adds the place, with provenance', async () => {
    const revisions = await streamLength(app.testApp, mine.world.id);
    const location = Location.parse(
      await app.alice.trpc.location.create.mutate({
        world_id: mine.world.id,
        name: 'Hollow Gate',
        type: 'landmark',
        description: 'An arch of black ice',
        parent_location_id: region().id,
        enrich: true,
      }),
    );

    // The generator saw the place as given among the world's entities.
    const asked = generator.enrichInputs.at(-1)!;
    expect(asked.location_id).toBe(location.id);
    expect(asked.entities.locations).toContainEqual(
      expect.objectContaining({ id: location.id, name: 'Hollow Gate', description: 'An arch of black ice' }),
    );
    expect(location).toMatchObject({ name: 'Hollow Gate', type: 'landmark', parent_location_id: region().id });
    expect(location.description).not.toBe('An arch of black ice');
    expect(location.description).toContain(region().name);
    expect(location.tags.length).toBeGreaterThan(0);
    const appended = (await storedEvents(app.testApp, mine.world.id)).slice(revisions);
    expect(appended.map((event) => [event.type, event.metadata.provider])).toEqual([['LocationAdded', 'procedural']]);
  });

  it('keeps the description and tags as given without `enrich` (the default), and asks no generator', async () => {
    const asked = generator.enrichInputs.length;
    const revisions = await streamLength(app.testApp, mine.world.id);
    const location = await app.alice.trpc.location.create.mutate({
      world_id: mine.world.id,
      name: 'Plain Well',
      type: 'landmark',
      description: 'A well',
      tags: ['water'],
    });
    expect(location).toMatchObject({ description: 'A well', tags: ['water'] });
    expect(generator.enrichInputs).toHaveLength(asked);
    const appended = (await storedEvents(app.testApp, mine.world.id)).slice(revisions);
    expect(appended.map((event) => [event.type, event.metadata.provider ?? null])).toEqual([['LocationAdded', null]]);
  });

  it('accepts `enrich` in the REST body too', async () => {
    const carol = await restUser(app.testApp.url, await servedDocument(app.testApp.url));
    const { body: world } = await carol.rest.post<{ id: string }>('/api/worlds', {
      name: 'Dunmere',
      description: 'A desert of dunes and mirages',
    });
    const created = await carol.rest.post<Location>('/api/locations', {
      world_id: world.id,
      name: 'Glass Oasis',
      type: 'wilderness',
      status: 'stable',
      enrich: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.description.length).toBeGreaterThan(0);
    expect(created.body.tags.length).toBeGreaterThan(0);
    const added = (await storedEvents(app.testApp, world.id)).find((event) => event.type === 'LocationAdded')!;
    expect(added.metadata).toMatchObject({ source: 'api', provider: 'procedural' });
  });

  it('refuses a place the domain refuses before generating anything, and a malformed flag, appending nothing', async () => {
    const asked = generator.enrichInputs.length;
    const revisions = await streamLength(app.testApp, mine.world.id);
    const refused = await rpcFailure(
      app.alice.trpc.location.create.mutate({
        world_id: mine.world.id,
        name: 'Nested',
        type: 'region',
        parent_location_id: region().id,
        enrich: true,
      }),
    );
    expect(refused).toMatchObject({
      code: 'BAD_REQUEST',
      domainCode: 'LOCATION.INVALID_PARENT',
      message: 'A region has no parent location',
    });
    expect(
      await rpcFailure(app.bob.trpc.location.create.mutate({ world_id: mine.world.id, name: 'Theirs', type: 'city', enrich: true })),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await rpcFailure(
        app.alice.trpc.location.create.mutate({ world_id: mine.world.id, name: 'Odd', type: 'city', enrich: 'yes' as unknown as boolean }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', issues: [expect.objectContaining({ path: ['enrich'] })] });
    expect(generator.enrichInputs).toHaveLength(asked);
    expect(await streamLength(app.testApp, mine.world.id)).toBe(revisions);
  });
});
