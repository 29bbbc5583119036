import { randomUUID } from 'node:crypto';
import type { BeatDraft, HistoryEntry, RevertBeatResult } from '@worldloom/contracts';
import { rpcFailure } from '../../apps/api/src/modules/world/living-world.test-support';
import { restUser, type RestUser, startRestTestApp, type RestTestApp } from '../rest/support/rest-test-app';
import { until, withoutIds } from './support/audit-world';
import { runScript } from './support/run-script';

function draftOf(answer: unknown): BeatDraft {
  const draft = answer as Partial<BeatDraft> | null;
  if (draft?.kind !== 'draft') throw new Error(`Review mode drafted no beat: ${JSON.stringify(answer)}`);
  return draft as BeatDraft;
}

/**
 * A world whose history holds every event of author review, made through the app: drafts, a regeneration,
 * a discard, an edit that brings in a newcomer and rewrites a character, an accept, a hand edit, and two reverts.
 * Its history, time travel, export and import, fork and a verified rebuild all cover them.
 */
describe('audit of author review: drafts, edits, regenerations, discards, accepts and reverts', () => {
  let app: RestTestApp;
  let alice: RestUser;
  let bob: RestUser;
  let worldId: string;
  let arcId: string;
  let newcomerId: string;
  let amendedId: string;
  let acceptedRevision: number;
  let reverts: RevertBeatResult[];

  async function wholeHistory(id: string, user: RestUser = alice): Promise<HistoryEntry[]> {
    const entries: HistoryEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = await user.user.trpc.audit.history.query({ worldId: id, order: 'oldest', limit: 100, cursor });
      entries.push(...page.items);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return entries;
  }

  beforeAll(async () => {
    app = await startRestTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    [alice, bob] = await Promise.all([restUser(app.testApp.url, app.doc), restUser(app.testApp.url, app.doc)]);
    const { trpc } = alice.user;
    const world = await trpc.world.create.mutate({ name: 'Ashfall', description: 'A volcanic forge-city of smiths and ash' });
    worldId = world.id;
    await trpc.world.seedWorld.mutate({ worldId });
    await until(async () => (await trpc.audit.history.query({ worldId, types: ['WorldSeeded'] })).items.length === 1);
    arcId = (await trpc.world.createNewArc.mutate({ worldId, storyIdea: 'The forges go cold' })).id;
    await trpc.world.setReviewMode.mutate({ worldId, enabled: true });

    const first = draftOf(await trpc.world.progressArc.mutate({ worldId, arcId }));
    const second = await trpc.world.regenerateDraft.mutate({ worldId, draftId: first.id });
    await trpc.world.discardDraft.mutate({ worldId, draftId: second.id });

    const third = draftOf(await trpc.world.progressArc.mutate({ worldId, arcId }));
    const amended = (await trpc.character.list.query({ worldId }))[0]!;
    amendedId = amended.id;
    const place = (await trpc.location.list.query({ worldId }))[0]!;
    const memory = { eventDescription: 'The forges went cold', emotionalImpact: 'Dread', importance: 0.6 };
    newcomerId = randomUUID();
    await trpc.world.editDraft.mutate({
      worldId,
      draftId: third.id,
      beat: {
        ...third,
        // The judge wants every entity the beat changes named in its text.
        description: `${third.description} Mara Quill comes down from the hills; ${amended.name} is scarred by the cold forges.`,
        consequences: {
          ...third.consequences,
          newcomers: { locations: [], characters: [{ characterId: newcomerId, name: 'Mara Quill', type: 'npc', storyRole: 'minor', locationId: amended.location_id ?? place.id, memories: [memory] }] },
          memories: [...third.consequences.memories, { ...memory, characterId: amendedId }],
          characterAmendments: [{ characterId: amendedId, description: 'Scarred by the cold forges', reason: 'The forges failed' }],
        },
      },
    });
    await trpc.world.acceptDraft.mutate({ worldId, draftId: third.id });
    acceptedRevision = (await wholeHistory(worldId)).at(-1)!.revision;
    await trpc.character.update.mutate({ id: amendedId, description: 'Rewritten by hand' });

    await trpc.world.setReviewMode.mutate({ worldId, enabled: false });
    await trpc.world.progressArc.mutate({ worldId, arcId });
    reverts = [await trpc.world.revertBeat.mutate({ worldId, arcId }), await trpc.world.revertBeat.mutate({ worldId, arcId })];
  });

  afterAll(() => app.close());

  it('reverts back one beat, then one more, the hand edit winning and the newcomer gone; then says there is none', async () => {
    expect(reverts.map((reverted) => [reverted.reverted_beat.beat_index, reverted.current_beat.beat_index])).toEqual([
      [2, 1],
      [1, 0],
    ]);
    expect(reverts[0]!.kept).toEqual([]);
    expect(reverts[1]!.kept).toEqual([
      { entity_id: amendedId, field: 'description', message: expect.stringMatching(/keeps their description: it was edited after the beat$/) },
    ]);
    const characters = await alice.user.trpc.character.list.query({ worldId });
    expect(characters.find((character) => character.id === newcomerId)).toBeUndefined();
    expect(characters.find((character) => character.id === amendedId)?.description).toBe('Rewritten by hand');

    const revision = (await wholeHistory(worldId)).at(-1)!.revision;
    expect(await rpcFailure(alice.user.trpc.world.revertBeat.mutate({ worldId, arcId }))).toMatchObject({
      code: 'CONFLICT',
      domainCode: 'BEAT.NOTHING_TO_REVERT',
    });
    expect(await rpcFailure(alice.user.trpc.world.revertBeat.mutate({ worldId, arcId: randomUUID() }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rpcFailure(bob.user.trpc.world.revertBeat.mutate({ worldId, arcId }))).toMatchObject({ code: 'NOT_FOUND' });
    const refused = await bob.rest.post(`/api/worlds/${worldId}/arcs/${arcId}/revert`);
    expect(refused.status).toBe(404);
    expect((await wholeHistory(worldId)).at(-1)!.revision).toBe(revision);
  });

  it('lists every step in the history with its actor and, for drafts, the generator’s provenance', async () => {
    const entries = await wholeHistory(worldId);
    const review = entries.filter((entry) =>
      ['WorldReviewModeSet', 'BeatDrafted', 'BeatDraftEdited', 'BeatDraftAccepted', 'BeatDraftDiscarded', 'BeatReverted'].includes(entry.type),
    );
    expect(review.map((entry) => [entry.type, entry.actor.kind, entry.generator?.provider ?? null])).toEqual([
      ['WorldReviewModeSet', 'user', null],
      ['BeatDrafted', 'user', 'procedural'],
      ['BeatDraftDiscarded', 'user', null],
      ['BeatDrafted', 'user', 'procedural'],
      ['BeatDraftDiscarded', 'user', null],
      ['BeatDrafted', 'user', 'procedural'],
      ['BeatDraftEdited', 'user', null],
      ['BeatDraftAccepted', 'user', null],
      ['WorldReviewModeSet', 'user', null],
      ['BeatReverted', 'user', null],
      ['BeatReverted', 'user', null],
    ]);
    expect(review.map((entry) => entry.summary.replace(/ of ".+?"/, ''))).toEqual([
      'Review mode turned on: beats are drafted for the author',
      expect.stringMatching(/^Beat 1 ".+" drafted for review: \d+ changes? proposed$/),
      'Draft of beat 1 set aside for a new one',
      expect.stringMatching(/^Beat 1 ".+" drafted anew for review: \d+ changes? proposed$/),
      'Draft of beat 1 discarded',
      expect.stringMatching(/^Beat 1 ".+" drafted for review/),
      expect.stringMatching(/^Draft of beat 1 edited: \d+ changes? proposed$/),
      'Draft of beat 1 accepted',
      'Review mode turned off',
      expect.stringMatching(/^Beat 2 ".+" reverted: beat 1 is current again$/),
      expect.stringMatching(/^Beat 1 ".+" reverted: beat 0 is current again; 1 later edit kept$/),
    ]);
  });

  it('travels in time to the accepted beat, newcomer and all, and to now without them', async () => {
    const atAccept = await alice.user.trpc.audit.stateAt.query({ worldId, atRevision: acceptedRevision });
    expect(atAccept.currentArc?.current_beat_id).toBe(atAccept.currentBeats[1]?.id);
    expect(atAccept.characters.find((character) => character.id === newcomerId)).toMatchObject({ name: 'Mara Quill' });
    expect(atAccept.characters.find((character) => character.id === amendedId)?.description).toBe('Scarred by the cold forges');

    const last = (await wholeHistory(worldId)).at(-1)!.revision;
    const latest = await alice.user.trpc.audit.stateAt.query({ worldId, atRevision: last });
    const live = await alice.user.trpc.audit.stateAt.query({ worldId });
    expect({ ...latest, revision: null, occurred_at: null }).toEqual(live);
    expect(live.characters.some((character) => character.id === newcomerId)).toBe(false);
    expect(live.currentBeats.map((beat) => beat.beat_index)).toEqual([0]);
  });

  it('exports and imports the world, and forks it at the accepted beat: each copy is its source but for ids', async () => {
    const exported = await fetch(`${app.testApp.url}/api/worlds/${worldId}/export`, { headers: { 'x-api-key': alice.apiKey } });
    expect(exported.status).toBe(200);
    const ndjson = await exported.text();
    const imported = await bob.user.trpc.audit.importWorld.mutate({ ndjson });
    const history = await wholeHistory(worldId);
    expect(imported.event_count).toBe(history.length);
    const copy = await bob.user.trpc.audit.stateAt.query({ worldId: imported.world_id });
    const original = await alice.user.trpc.audit.stateAt.query({ worldId });
    expect(withoutIds(copy)).toEqual(withoutIds(original));
    expect((await wholeHistory(imported.world_id, bob)).slice(1).map((entry) => entry.summary)).toEqual(history.slice(1).map((entry) => entry.summary));

    const fork = await alice.user.trpc.audit.fork.mutate({ worldId, atRevision: acceptedRevision, name: 'Had the forges held' });
    const atAccept = await alice.user.trpc.audit.stateAt.query({ worldId, atRevision: acceptedRevision });
    const branch = await alice.user.trpc.audit.stateAt.query({ worldId: fork.world_id });
    expect(withoutIds(branch)).toEqual(withoutIds(atAccept));
    expect(branch.characters.map((character) => character.name)).toContain('Mara Quill');
  });

  it('rebuilds the drafts, usage and world read models identical to the live ones (projections:rebuild --verify)', async () => {
    const projections = ['beat-drafts', 'usage', 'world-details'].flatMap((name) => ['--projection', name]);
    const verified = await runScript('projections-rebuild.ts', ['--verify', ...projections], app.testApp.database.url);
    for (const name of ['beat-drafts', 'usage', 'world-details']) expect(verified.stdout).toMatch(new RegExp(`${name} at \\d+/\\d+: identical`));
    for (const table of ['beat_drafts', 'world_review', 'usage_records']) {
      expect(verified.stdout).toMatch(new RegExp(`${table}\\s+live [1-9]\\d* rows [0-9a-f]{32}\\s+rebuilt [1-9]\\d* rows [0-9a-f]{32}\\s+same`));
    }
    expect(verified.code).toBe(0);
  });
});
