import { type Doctrine, Faction, type GenerateDoctrineInput } from '@worldloom/contracts';
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

/** The offline generator, keeping what each doctrine was asked. */
class WatchedGenerator extends ProceduralStoryGenerator {
  readonly doctrineInputs: GenerateDoctrineInput[] = [];

  override generateDoctrine(input: GenerateDoctrineInput, review?: Review<Doctrine>) {
    this.doctrineInputs.push(input);
    return super.generateDoctrine(input, review);
  }
}

describe('faction.create with `enrich`', () => {
  const generator = new WatchedGenerator();
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp(generator);
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it("lets the generator write the ideology and tags for the faction's status in the one command that adds it, with provenance", async () => {
    const revisions = await streamLength(app.testApp, mine.world.id);
    const faction = Faction.parse(
      await app.alice.trpc.faction.create.mutate({
        world_id: mine.world.id,
        name: 'The Ember Pact',
        type: 'cult',
        status: 'rising',
        ideology: 'Fire',
        enrich: true,
      }),
    );

    expect(generator.doctrineInputs.at(-1)).toMatchObject({ faction_id: faction.id, status: 'rising', reason: null });
    expect(generator.doctrineInputs.at(-1)!.entities.factions).toContainEqual(
      expect.objectContaining({ id: faction.id, name: 'The Ember Pact', ideology: 'Fire' }),
    );
    expect(faction).toMatchObject({ name: 'The Ember Pact', type: 'cult', status: 'rising' });
    expect(faction.ideology).not.toBe('Fire');
    expect(faction.tags.length).toBeGreaterThan(0);
    const appended = (await storedEvents(app.testApp, mine.world.id)).slice(revisions);
    expect(appended.map((event) => [event.type, event.metadata.provider])).toEqual([['FactionAdded', 'procedural']]);
  });

  it('keeps the ideology and tags as given without `enrich` (the default), and asks no generator', async () => {
    const asked = generator.doctrineInputs.length;
    const faction = await app.alice.trpc.faction.create.mutate({
      world_id: mine.world.id,
      name: 'The Plain Folk',
      type: 'guild',
      ideology: 'Bread',
      tags: ['farmers'],
    });
    expect(faction).toMatchObject({ ideology: 'Bread', tags: ['farmers'] });
    expect(generator.doctrineInputs).toHaveLength(asked);
  });

  it('accepts `enrich` in the REST body too', async () => {
    const carol = await restUser(app.testApp.url, await servedDocument(app.testApp.url));
    const { body: world } = await carol.rest.post<{ id: string }>('/api/worlds', {
      name: 'Dunmere',
      description: 'A desert of dunes and mirages',
    });
    const created = await carol.rest.post<Faction>('/api/factions', {
      world_id: world.id,
      name: 'Sand Wardens',
      type: 'order',
      enrich: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.ideology.length).toBeGreaterThan(0);
    const added = (await storedEvents(app.testApp, world.id)).find((event) => event.type === 'FactionAdded')!;
    expect(added.metadata).toMatchObject({ source: 'api', provider: 'procedural' });
  });

  it('refuses a faction the domain refuses before generating anything, appending nothing', async () => {
    const holder = mine.factions.find((faction) => faction.controlled_locations.length > 0)!;
    const asked = generator.doctrineInputs.length;
    const revisions = await streamLength(app.testApp, mine.world.id);
    const refused = await rpcFailure(
      app.alice.trpc.faction.create.mutate({
        world_id: mine.world.id,
        name: 'Usurpers',
        type: 'cult',
        controlled_locations: [holder.controlled_locations[0]!],
        enrich: true,
      }),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT', domainCode: 'TERRITORY.HELD_BY_OTHER' });
    expect(generator.doctrineInputs).toHaveLength(asked);
    expect(await streamLength(app.testApp, mine.world.id)).toBe(revisions);
  });
});
