import { randomUUID } from 'node:crypto';
import type {
  AcceptDraftResponse,
  Arc,
  BeatDraft,
  DiscardDraftResponse,
  ProgressArcResponse,
  RevertBeatResult,
  World,
  WorldReview,
  WorldStateView,
  WorldUsage,
} from '@worldloom/contracts';
import { restUser, servedDocument, until } from '#test/rest/support/rest-test-app';
import type { RestClient } from '#test/rest/support/rest-client';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '#test/support/test-app';
import { rpcFailure, storedEvents, streamLength } from '../../living-world.test-support';

/** world.progressArc's answer in review mode: the draft, told from a beat by its kind. */
function draftOf(answer: unknown): BeatDraft {
  const draft = answer as Partial<BeatDraft> | null;
  if (draft?.kind !== 'draft') throw new Error(`Review mode drafted no beat: ${JSON.stringify(answer)}`);
  return draft as BeatDraft;
}

/**
 * Author in the loop over both faces, with the procedural generator: review mode, a drafted beat that changes
 * nothing, an edit the domain checks, regenerate, discard, accept; reverts; the usage of every call.
 */
describe('review mode, drafts and reverts through tRPC and REST', () => {
  let app: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let rest: RestClient;
  let apiKey: string;

  async function seededWorld(user: SignedInUser, name: string): Promise<{ world: World; arc: Arc }> {
    const world = await user.trpc.world.create.mutate({ name, description: 'A steampunk harbour of clockwork and smoke' });
    await user.trpc.world.seedWorld.mutate({ worldId: world.id });
    await until(async () => (await storedEvents(app, world.id)).some((event) => event.type === 'WorldSeeded'));
    await until(async () => (await user.trpc.character.list.query({ worldId: world.id })).length > 0);
    const arc = await user.trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'The clockmakers strike and the harbour goes dark' });
    return { world, arc };
  }

  const post = (path: string, body: unknown) =>
    fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify(body) });

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    ({ rest, apiKey, user: alice } = await restUser(app.url, await servedDocument(app.url)));
    bob = await signUpUser(app.url);
  });

  afterAll(() => app.close());

  it('drafts in review mode, changes nothing until accepted, and takes an edit the domain allows', async () => {
    const { world, arc } = await seededWorld(alice, 'Brassport');
    expect(await alice.trpc.world.getReview.query({ worldId: world.id })).toEqual({ world_id: world.id, review_mode: false, draft: null });
    expect(await alice.trpc.world.setReviewMode.mutate({ worldId: world.id, enabled: true })).toMatchObject({ review_mode: true, draft: null });
    const before = await alice.trpc.world.getWorldState.query({ worldId: world.id });
    const characters = await alice.trpc.character.list.query({ worldId: world.id });

    const drafted = draftOf(await alice.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id }));
    expect(drafted).toMatchObject({ kind: 'draft', arc_id: arc.id, beat_index: 1, beat_name: 'Theme Stated', generator: { provider: 'procedural' } });
    // The draft is an event of the world (its updated_at moves), but no arc, beat or entity changes.
    const during = await alice.trpc.world.getWorldState.query({ worldId: world.id });
    expect({ ...during, world: { ...during.world, updated_at: null } }).toEqual({ ...before, world: { ...before.world, updated_at: null } });
    expect(await alice.trpc.character.list.query({ worldId: world.id })).toEqual(characters);
    expect(await alice.trpc.world.getReview.query({ worldId: world.id })).toMatchObject({ draft: { id: drafted.id } });

    // While it waits, progressing and recording are conflicts, and nothing is appended.
    const length = await streamLength(app, world.id);
    expect(await rpcFailure(alice.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id }))).toMatchObject({ code: 'CONFLICT', domainCode: 'DRAFT.PENDING' });
    expect(await rpcFailure(alice.trpc.world.recordWorldEvent.mutate({ world_id: world.id, description: 'A riot' }))).toMatchObject({ code: 'CONFLICT' });
    expect(await rpcFailure(alice.trpc.world.revertBeat.mutate({ worldId: world.id, arcId: arc.id }))).toMatchObject({ code: 'CONFLICT' });
    expect(await streamLength(app, world.id)).toBe(length);

    // An edit the domain forbids (a change to a place that does not exist) is refused with its message.
    const bad = { ...drafted, consequences: { ...drafted.consequences, moves: [{ characterId: characters[0]!.id, toLocationId: randomUUID() }] } };
    expect(await rpcFailure(alice.trpc.world.editDraft.mutate({ worldId: world.id, draftId: drafted.id, beat: bad }))).toMatchObject({
      code: 'BAD_REQUEST',
      domainCode: 'BEAT.INVALID_REFERENCE',
    });
    expect(await streamLength(app, world.id)).toBe(length);
    // A malformed edit fails the schema.
    expect(await rpcFailure(alice.trpc.world.editDraft.mutate({ worldId: world.id, draftId: drafted.id, beat: { ...drafted, description: '' } }))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['beat', 'description'] })],
    });

    const description = `${drafted.description} The author added this line.`;
    const edited = await alice.trpc.world.editDraft.mutate({ worldId: world.id, draftId: drafted.id, beat: { ...drafted, description } });
    expect(edited).toMatchObject({ id: drafted.id, description, edited_at: expect.any(String) });

    const beat = await alice.trpc.world.acceptDraft.mutate({ worldId: world.id, draftId: drafted.id });
    expect(beat).toMatchObject({ id: drafted.beat_id, beat_index: 1, description });
    expect(await alice.trpc.world.getCurrentBeat.query(world.id)).toEqual(beat);
    expect(await rpcFailure(alice.trpc.world.acceptDraft.mutate({ worldId: world.id, draftId: drafted.id }))).toMatchObject({
      code: 'CONFLICT',
      domainCode: 'DRAFT.CLOSED',
    });
    expect(await rpcFailure(alice.trpc.world.acceptDraft.mutate({ worldId: world.id, draftId: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'DRAFT.NOT_FOUND',
    });

    // The accepted beat carries the draft's provenance; the draft, the edit and the accept are in the history with their actor.
    const history = await alice.trpc.audit.history.query({ worldId: world.id, types: ['BeatDrafted', 'BeatDraftEdited', 'BeatDraftAccepted', 'BeatGenerated'] });
    expect(history.items.slice(0, 4).map((entry) => [entry.type, entry.actor.kind, entry.generator?.provider ?? null])).toEqual([
      ['BeatGenerated', 'user', 'procedural'],
      ['BeatDraftAccepted', 'user', null],
      ['BeatDraftEdited', 'user', null],
      ['BeatDrafted', 'user', 'procedural'],
    ]);
  });

  it('regenerates a draft into a different one, keeping the old one in the history, and discards', async () => {
    const { world, arc } = await seededWorld(alice, 'Cogsworth');
    await alice.trpc.world.setReviewMode.mutate({ worldId: world.id, enabled: true });
    const first = draftOf(await alice.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id }));
    const second = await alice.trpc.world.regenerateDraft.mutate({ worldId: world.id, draftId: first.id });
    expect(second).toMatchObject({ kind: 'draft', beat_index: 1, beat_id: first.beat_id, replaces_draft_id: first.id });
    expect(second.id).not.toBe(first.id);
    expect(second.description).not.toBe(first.description);
    expect(await rpcFailure(alice.trpc.world.acceptDraft.mutate({ worldId: world.id, draftId: first.id }))).toMatchObject({ code: 'CONFLICT' });

    expect(await alice.trpc.world.discardDraft.mutate({ worldId: world.id, draftId: second.id })).toEqual({ draft_id: second.id, discarded: true });
    expect(await alice.trpc.world.getReview.query({ worldId: world.id })).toMatchObject({ review_mode: true, draft: null });
    const history = await alice.trpc.audit.history.query({ worldId: world.id, types: ['BeatDrafted', 'BeatDraftDiscarded'] });
    expect(history.items.map((entry) => entry.summary)).toEqual([
      'Draft of beat 1 discarded',
      expect.stringMatching(/^Beat 1 "Theme Stated" of ".+" drafted anew for review: \d+ changes? proposed$/),
      'Draft of beat 1 set aside for a new one',
      expect.stringMatching(/^Beat 1 "Theme Stated" of ".+" drafted for review/),
    ]);
    // Every generator call has its usage record; the procedural generator's cost nothing and took real time.
    const records = await alice.trpc.usage.getRecords.query({ limit: 200 });
    const beats = records.filter((record) => record.world_id === world.id && record.task === 'generate_beat');
    expect(beats).toHaveLength(2);
    expect(beats.every((record) => record.cost_usd === 0 && record.provider === 'procedural' && record.latency_ms > 0)).toBe(true);
  });

  it('reverts beats over REST and tRPC: back one, then one more, and says when there is none', async () => {
    const { world, arc } = await seededWorld(alice, 'Gearhaven');
    const opening = (await alice.trpc.world.getWorldState.query({ worldId: world.id })).currentBeats[0]!;
    const locations = await alice.trpc.location.list.query({ worldId: world.id });
    const characters = await alice.trpc.character.list.query({ worldId: world.id });
    await alice.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
    const second = await alice.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });

    const reverted = await rest.post<RevertBeatResult>(`/api/worlds/${world.id}/arcs/${arc.id}/revert`);
    expect(reverted).toMatchObject({ status: 200, body: { reverted_beat: { id: (second as { id: string }).id, beat_index: 2 }, current_beat: { beat_index: 1 } } });
    const back = await alice.trpc.world.revertBeat.mutate({ worldId: world.id, arcId: arc.id });
    expect(back.current_beat).toEqual(opening);
    expect(await alice.trpc.location.list.query({ worldId: world.id })).toEqual(locations.map((location) => expect.objectContaining({ id: location.id, status: location.status, controlled_by: location.controlled_by })));
    expect((await alice.trpc.character.list.query({ worldId: world.id })).map(({ id, status, location_id, faction_id }) => ({ id, status, location_id, faction_id }))).toEqual(
      characters.map(({ id, status, location_id, faction_id }) => ({ id, status, location_id, faction_id })),
    );

    const none = await post(`/api/worlds/${world.id}/arcs/${arc.id}/revert`, {});
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ code: 'CONFLICT' });
    const history = await alice.trpc.audit.history.query({ worldId: world.id, types: ['BeatReverted'] });
    expect(history.items.map((entry) => [entry.summary.replace(/ of ".+?"/, ''), entry.actor.kind])).toEqual([
      ['Beat 1 "Theme Stated" reverted: beat 0 is current again', 'user'],
      [expect.stringMatching(/^Beat 2 ".+" reverted: beat 1 is current again$/), 'api_key'],
    ]);
  });

  it('serves every review route over REST, in the document, with 404 for another user’s ids and 400 for bad input', async () => {
    const { body: world } = await rest.post<World>('/api/worlds', { name: 'Rivetmoor', description: 'A steampunk harbour of clockwork and smoke' });
    await rest.post(`/api/worlds/${world.id}/seed`);
    await until(async () => (await storedEvents(app, world.id)).some((event) => event.type === 'WorldSeeded'));
    const { body: arc } = await rest.post<Arc>(`/api/worlds/${world.id}/arcs`, {});
    expect(await rest.put<WorldReview>(`/api/worlds/${world.id}/review-mode`, { enabled: true })).toMatchObject({ status: 200, body: { review_mode: true } });

    const progressed = await rest.post<ProgressArcResponse>(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id });
    expect(progressed).toMatchObject({ status: 200, body: { beat: null, complete: false, draft: { kind: 'draft', beat_index: 1 } } });
    const draft = progressed.body.draft!;
    expect(await rest.get<WorldReview>(`/api/worlds/${world.id}/review`)).toMatchObject({ status: 200, body: { draft: { id: draft.id } } });

    const edited = await rest.put<BeatDraft>(`/api/worlds/${world.id}/drafts/${draft.id}`, { beat: { ...draft, world_directives: ['Hold the docks'] } });
    expect(edited).toMatchObject({ status: 200, body: { world_directives: ['Hold the docks'] } });
    const regenerated = await rest.post<BeatDraft>(`/api/worlds/${world.id}/drafts/${draft.id}/regenerate`);
    expect(regenerated).toMatchObject({ status: 200, body: { replaces_draft_id: draft.id } });
    const accepted = await rest.post<AcceptDraftResponse>(`/api/worlds/${world.id}/drafts/${regenerated.body.id}/accept`);
    expect(accepted).toMatchObject({ status: 200, body: { beat: { beat_index: 1 } } });
    const { body: state } = await rest.get<WorldStateView>(`/api/worlds/${world.id}/state`);
    expect(state.currentArc?.current_beat_id).toBe(accepted.body.beat.id);

    const next = await rest.post<ProgressArcResponse>(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id });
    expect(await rest.post<DiscardDraftResponse>(`/api/worlds/${world.id}/drafts/${next.body.draft!.id}/discard`)).toMatchObject({ status: 200, body: { discarded: true } });
    expect((await post(`/api/worlds/${world.id}/drafts/${next.body.draft!.id}/accept`, {})).status).toBe(409);
    expect((await post(`/api/worlds/${world.id}/drafts/${randomUUID()}/accept`, {})).status).toBe(404);
    expect((await post(`/api/worlds/${world.id}/drafts/not-an-id/accept`, {})).status).toBe(400);

    // Usage of the world over REST: one record per generator call (seeding's three, the arc, the beats).
    const usage = await rest.get<WorldUsage>(`/api/worlds/${world.id}/usage`);
    expect(usage.status).toBe(200);
    expect(usage.body.records.map((record) => record.task).sort()).toEqual(
      ['seed_locations', 'seed_factions', 'seed_characters', 'start_arc', 'generate_beat', 'generate_beat', 'generate_beat'].sort(),
    );
    expect(usage.body.totals).toMatchObject({ calls: 7, cost_usd: 0 });
    expect(usage.body.budget).toMatchObject({ monthly_budget_usd: null, source: 'none' });
    const budget = await fetch(`${app.url}/api/worlds/${world.id}/budget`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ monthly_budget_usd: -1 }),
    });
    expect(budget.status).toBe(400);
    expect(await rest.put(`/api/worlds/${world.id}/budget`, { monthly_budget_usd: 2.5 })).toMatchObject({ status: 200, body: { monthly_budget_usd: 2.5, source: 'world' } });

    // An edit the domain forbids answers 400 with the domain's message over REST too; nothing is appended.
    const waiting = (await rest.post<ProgressArcResponse>(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id })).body.draft!;
    const before = await streamLength(app, world.id);
    const forbidden = await fetch(`${app.url}/api/worlds/${world.id}/drafts/${waiting.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ beat: { ...waiting, consequences: { ...waiting.consequences, moves: [{ characterId: randomUUID(), toLocationId: randomUUID() }] } } }),
    });
    expect(forbidden.status).toBe(400);
    expect(await forbidden.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringMatching(/^No character [0-9a-f-]{36} in this world/) });
    expect(await streamLength(app, world.id)).toBe(before);
    await rest.post(`/api/worlds/${world.id}/drafts/${waiting.id}/discard`);

    // Bob's calls on Alice's world are 404 and change nothing.
    const length = await streamLength(app, world.id);
    expect(await rpcFailure(bob.trpc.world.setReviewMode.mutate({ worldId: world.id, enabled: false }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rpcFailure(bob.trpc.world.revertBeat.mutate({ worldId: world.id, arcId: arc.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rpcFailure(bob.trpc.usage.getWorldUsage.query({ worldId: world.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rpcFailure(bob.trpc.world.setBudget.mutate({ worldId: world.id, monthlyBudgetUsd: 1 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await streamLength(app, world.id)).toBe(length);
  });
});
