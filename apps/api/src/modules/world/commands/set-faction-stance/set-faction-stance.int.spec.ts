import { randomUUID } from 'node:crypto';
import { type FactionStance, FactionStanceView } from '@worldloom/contracts';
import {
  type LivingWorldApp,
  rpcFailure,
  type SeededWorld,
  seededWorld,
  startLivingWorldApp,
  storedEvents,
  streamLength,
} from '../../living-world.test-support';

describe('faction.setStance', () => {
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

  it('sets how one faction stands toward another and answers the stance now, with its history line', async () => {
    const [source, target] = mine.factions;
    const before = (await app.alice.trpc.faction.getStances.query(source!.id)).find((entry) => entry.targetId === target!.id)!;
    const stance = before.stance === 'hostile' ? 'ally' : 'hostile';
    const revisions = await streamLength(app.testApp, mine.world.id);

    const now = await app.alice.trpc.faction.setStance.mutate({
      sourceId: source!.id,
      targetId: target!.id,
      stance,
      reason: 'The border raids',
    });

    expect(FactionStanceView.parse(now)).toEqual({
      targetId: target!.id,
      stance,
      reason: 'The border raids',
      last_changed: expect.any(String),
    });
    expect(await app.alice.trpc.faction.getStances.query(source!.id)).toContainEqual(now);
    const appended = (await storedEvents(app.testApp, mine.world.id)).slice(revisions);
    expect(appended.map((event) => event.type)).toEqual(['FactionStanceChanged', 'FactionHistoryRecorded']);
    expect((await app.alice.trpc.faction.get.query({ id: source!.id })).historical_events.at(-1)?.event).toBe(
      `Now ${stance} toward ${target!.name} (was ${before.stance}): The border raids`,
    );
  });

  it('refuses a stance toward itself, one already held, and ids that are not the caller’s, appending nothing', async () => {
    const [source, target] = mine.factions;
    const held = (await app.alice.trpc.faction.getStances.query(source!.id)).find((entry) => entry.targetId === target!.id)!;
    const revisions = await streamLength(app.testApp, mine.world.id);
    const setStance = (sourceId: string, targetId: string, stance: FactionStance = held.stance === 'ally' ? 'hostile' : 'ally') =>
      rpcFailure(app.alice.trpc.faction.setStance.mutate({ sourceId, targetId, stance, reason: 'Because' }));

    expect(await setStance(source!.id, source!.id)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'A faction has no stance toward itself',
      domainCode: 'STANCE.SELF',
    });
    expect(await setStance(source!.id, target!.id, held.stance)).toMatchObject({ code: 'CONFLICT', domainCode: 'STANCE.UNCHANGED' });
    expect(await setStance(source!.id, randomUUID())).toMatchObject({ code: 'NOT_FOUND', domainCode: 'FACTION.NOT_FOUND' });
    expect(await setStance(source!.id, theirs.factions[0]!.id)).toMatchObject({ code: 'NOT_FOUND', domainCode: 'FACTION.NOT_FOUND' });
    expect(await setStance(theirs.factions[0]!.id, theirs.factions[1]!.id)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await streamLength(app.testApp, mine.world.id)).toBe(revisions);
  });

  it('answers the zod issues for a stance outside the vocabulary or a blank reason', async () => {
    const [source, target] = mine.factions;
    const refused = await rpcFailure(
      app.alice.trpc.faction.setStance.mutate({ sourceId: source!.id, targetId: target!.id, stance: 'friendly' as 'ally', reason: ' ' }),
    );
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid input' });
    expect(refused.issues?.map((issue) => issue.path)).toEqual([['stance'], ['reason']]);
  });
});
