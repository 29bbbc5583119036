import { randomUUID } from 'node:crypto';
import { Arc } from '@worldloom/contracts';
import {
  type LivingWorldApp,
  rpcFailure,
  type SeededWorld,
  seededWorld,
  startedArc,
  startLivingWorldApp,
  storedEvents,
  streamLength,
} from '../../living-world.test-support';

describe('world.completeArc', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it("ends an active arc now, wherever it stands, with the generator's summary", async () => {
    const arc = await startedArc(app, app.alice, mine.world.id);
    await app.alice.trpc.world.progressArc.mutate({ worldId: mine.world.id, arcId: arc.id });
    const revisions = await streamLength(app.testApp, mine.world.id);

    const completed = Arc.parse(await app.alice.trpc.world.completeArc.mutate({ worldId: mine.world.id, arcId: arc.id }));

    expect(completed).toMatchObject({ id: arc.id, status: 'complete', summary: expect.any(String) });
    expect(completed.summary!.length).toBeGreaterThan(0);
    const state = await app.alice.trpc.world.getWorldState.query({ worldId: mine.world.id });
    expect(state.currentArc).toEqual(completed);
    expect(state.currentBeats.map((beat) => beat.beat_index)).toEqual([0, 1]);
    const appended = (await storedEvents(app.testApp, mine.world.id)).slice(revisions);
    expect(appended.map((event) => [event.type, event.metadata.provider])).toEqual([['ArcCompleted', 'procedural']]);
  });

  it("refuses a complete arc with the spec's message, unknown arcs and another user's world, appending nothing", async () => {
    const active = await startedArc(app, app.alice, mine.world.id);
    await app.alice.trpc.world.completeArc.mutate({ worldId: mine.world.id, arcId: active.id });
    const revisions = await streamLength(app.testApp, mine.world.id);

    expect(await rpcFailure(app.alice.trpc.world.completeArc.mutate({ worldId: mine.world.id, arcId: active.id }))).toMatchObject({
      code: 'CONFLICT',
      domainCode: 'ARC.COMPLETE',
      message: 'Arc is complete! You can create a new arc to continue the story.',
    });
    expect(await rpcFailure(app.alice.trpc.world.completeArc.mutate({ worldId: mine.world.id, arcId: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'ARC.NOT_FOUND',
    });
    expect(await rpcFailure(app.bob.trpc.world.completeArc.mutate({ worldId: mine.world.id, arcId: active.id }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'WORLD.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.world.completeArc.mutate({ worldId: mine.world.id } as never))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['arcId'] })],
    });
    expect(await streamLength(app.testApp, mine.world.id)).toBe(revisions);
  });
});
