import { randomUUID } from 'node:crypto';
import { Beat } from '@worldloom/contracts';
import {
  type LivingWorldApp,
  rpcFailure,
  type SeededWorld,
  seededWorld,
  startedArc,
  startLivingWorldApp,
} from '../../living-world.test-support';

describe('world.getCurrentBeat', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice);
  });

  afterAll(() => app.close());

  it('answers null before any arc, then the current beat as the arc moves on, and the last one reached once it is complete', async () => {
    expect(await app.alice.trpc.world.getCurrentBeat.query(mine.world.id)).toBeNull();

    const arc = await startedArc(app, app.alice, mine.world.id);
    const opening = Beat.parse(await app.alice.trpc.world.getCurrentBeat.query(mine.world.id));
    expect(opening).toMatchObject({ arc_id: arc.id, beat_index: 0, beat_name: 'Opening Image' });

    const next = await app.alice.trpc.world.progressArc.mutate({ worldId: mine.world.id, arcId: arc.id });
    expect(await app.alice.trpc.world.getCurrentBeat.query(mine.world.id)).toEqual(next);
    const state = await app.alice.trpc.world.getWorldState.query({ worldId: mine.world.id });
    expect(state.currentBeats.find((beat) => beat.id === state.currentArc?.current_beat_id)).toEqual(next);

    await app.alice.trpc.world.completeArc.mutate({ worldId: mine.world.id, arcId: arc.id });
    expect(await app.alice.trpc.world.getCurrentBeat.query(mine.world.id)).toEqual(next);
  });

  it("answers NOT_FOUND for another user's or an unknown world, and BAD_REQUEST for a malformed id", async () => {
    expect(await rpcFailure(app.bob.trpc.world.getCurrentBeat.query(mine.world.id))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'WORLD.NOT_FOUND',
    });
    expect(await rpcFailure(app.alice.trpc.world.getCurrentBeat.query(randomUUID()))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rpcFailure(app.alice.trpc.world.getCurrentBeat.query('world-1'))).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
