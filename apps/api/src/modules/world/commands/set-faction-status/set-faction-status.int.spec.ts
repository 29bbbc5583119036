import { randomUUID } from 'node:crypto';
import type { Doctrine, GenerateDoctrineInput } from '@worldloom/contracts';
import { Faction } from '@worldloom/contracts';
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

/** The offline generator, keeping what each doctrine was asked, and whose doctrines nothing accepts when told so. */
class WatchedGenerator extends ProceduralStoryGenerator {
  readonly doctrineInputs: GenerateDoctrineInput[] = [];
  refuseDoctrines = false;

  override generateDoctrine(input: GenerateDoctrineInput, review?: Review<Doctrine>) {
    this.doctrineInputs.push(input);
    return super.generateDoctrine(input, this.refuseDoctrines ? () => ['The doctrine contradicts the world'] : review);
  }
}

describe('faction.setStatus', () => {
  const generator = new WatchedGenerator();
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp(generator);
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  const factionIn = (status: Faction['status']) => mine.factions.find((faction) => faction.status === status) ?? mine.factions[0]!;

  it('changes the status with its reason and the doctrine written for the new fortune, in one append', async () => {
    const faction = (await app.alice.trpc.faction.list.query({ worldId: mine.world.id })).find(
      (candidate) => candidate.status !== 'declining' && candidate.status !== 'collapsed',
    )!;
    const revisions = await streamLength(app.testApp, mine.world.id);

    const after = Faction.parse(
      await app.alice.trpc.faction.setStatus.mutate({ id: faction.id, status: 'declining', reason: 'The mines ran dry' }),
    );

    expect(generator.doctrineInputs.at(-1)).toMatchObject({ faction_id: faction.id, status: 'declining', reason: 'The mines ran dry' });
    expect(after.status).toBe('declining');
    expect(after.ideology).not.toBe(faction.ideology);
    expect(after.historical_events.slice(-2).map((line) => line.event)).toEqual([
      'The mines ran dry',
      'Rewrote its doctrine: The mines ran dry',
    ]);
    const appended = (await storedEvents(app.testApp, mine.world.id)).slice(revisions);
    expect(appended.map((event) => event.type)).toEqual([
      'FactionStatusChanged',
      'FactionHistoryRecorded',
      'FactionDoctrineRewritten',
      'FactionHistoryRecorded',
    ]);
    expect(new Set(appended.map((event) => event.transaction_id)).size).toBe(1);
    // The status change is the caller's; the doctrine is the generator's.
    expect(appended.map((event) => event.metadata.provider ?? null)).toEqual([null, null, 'procedural', null]);
    expect(appended[2]!.metadata.promptHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a transition the table forbids and the status it already has before writing a doctrine, appending nothing', async () => {
    const declining = (await app.alice.trpc.faction.list.query({ worldId: mine.world.id })).find(
      (faction) => faction.status === 'declining',
    )!;
    const asked = generator.doctrineInputs.length;
    const revisions = await streamLength(app.testApp, mine.world.id);

    expect(
      await rpcFailure(app.alice.trpc.faction.setStatus.mutate({ id: declining.id, status: 'rising', reason: 'A miracle' })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      domainCode: 'STATUS.ILLEGAL_TRANSITION',
      message: 'A faction cannot go from declining to rising; from declining it may become stable, collapsed',
    });
    expect(
      await rpcFailure(app.alice.trpc.faction.setStatus.mutate({ id: declining.id, status: 'declining', reason: 'Still' })),
    ).toMatchObject({
      code: 'CONFLICT',
      domainCode: 'FACTION.STATUS_UNCHANGED',
    });
    expect(
      await rpcFailure(app.bob.trpc.faction.setStatus.mutate({ id: declining.id, status: 'collapsed', reason: 'Mine' })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await rpcFailure(app.alice.trpc.faction.setStatus.mutate({ id: randomUUID(), status: 'collapsed', reason: 'Gone' })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(generator.doctrineInputs).toHaveLength(asked);
    expect(await streamLength(app.testApp, mine.world.id)).toBe(revisions);
  });

  it('answers the zod issues for a status outside the vocabulary and a missing reason', async () => {
    const refused = await rpcFailure(
      app.alice.trpc.faction.setStatus.mutate({ id: factionIn('stable').id, status: 'thriving' as 'rising' } as never),
    );
    expect(refused).toMatchObject({ code: 'BAD_REQUEST' });
    expect(refused.issues?.map((issue) => issue.path)).toEqual([['status'], ['reason']]);
  });

  it('answers BAD_GATEWAY when the generator fails every try, and changes nothing', async () => {
    const faction = (await app.alice.trpc.faction.list.query({ worldId: mine.world.id })).find(
      (candidate) => candidate.status !== 'collapsed',
    )!;
    const revisions = await streamLength(app.testApp, mine.world.id);
    generator.refuseDoctrines = true;
    try {
      const failed = await rpcFailure(app.alice.trpc.faction.setStatus.mutate({ id: faction.id, status: 'collapsed', reason: 'Overrun' }));
      expect(failed).toMatchObject({ code: 'BAD_GATEWAY', message: expect.stringContaining('generateDoctrine') });
    } finally {
      generator.refuseDoctrines = false;
    }
    expect(await streamLength(app.testApp, mine.world.id)).toBe(revisions);
    expect(await app.alice.trpc.faction.get.query({ id: faction.id })).toMatchObject({
      status: faction.status,
      ideology: faction.ideology,
    });
  });
});
