import { type HistoryEntry, HistoryPage, WorldStateView } from '@worldloom/contracts';
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../apps/api/src/app-router';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '../support/test-app';
import { type AuditWorld, auditWorld, until } from './support/audit-world';

function codeOf(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>).data?.code : undefined;
}

describe('audit.history: a world’s events with who, how and what', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let world: AuditWorld;

  beforeAll(async () => {
    testApp = await startTestApp();
    alice = await signUpUser(testApp.url);
    bob = await signUpUser(testApp.url);
    world = await auditWorld(alice);
  });

  afterAll(() => testApp.close());

  it('lists every event newest first by default, each with type, time, actor, source and a summary', async () => {
    const { rows } = await testApp.database.pool.query<{ count: string }>('SELECT count(*) FROM events WHERE stream_id = $1', [
      `world-${world.worldId}`,
    ]);
    const total = Number(rows[0]!.count);
    const page = HistoryPage.parse(await alice.trpc.audit.history.query({ worldId: world.worldId, limit: 100 }));
    expect(page.items).toHaveLength(Math.min(total, 100));
    expect(page.items.map((item) => item.revision)).toEqual([...page.items.map((item) => item.revision)].sort((a, b) => b - a));
    expect(page.items[0]!.revision).toBe(total - 1);
    const created = (await alice.trpc.audit.history.query({ worldId: world.worldId, order: 'oldest', limit: 1 })).items[0]!;
    expect(created).toMatchObject({
      revision: 0,
      type: 'WorldCreated',
      actor: { kind: 'user' },
      source: 'web',
      generator: null,
      arc_id: null,
      beat_index: null,
      arc_name: null,
      beat_name: null,
      summary: 'World "Frostmarch" created',
    });
  });

  it('names the generator, its model and prompt hash for what a generator wrote, and the person for a hand edit', async () => {
    const seeded = await alice.trpc.audit.history.query({ worldId: world.worldId, types: ['LocationAdded'], limit: 1 });
    expect(seeded.items[0]).toMatchObject({
      actor: { kind: 'system', id: 'seeding-worker' },
      source: 'generator',
      generator: { provider: 'procedural', model: expect.any(String), prompt_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(seeded.items[0]!.summary).toMatch(/^Location ".+" \((region|city|landmark|wilderness), \w+\) added$/);

    const edits = await alice.trpc.audit.history.query({ worldId: world.worldId, types: ['LocationUpdated', 'LocationStatusChanged'] });
    const summaries = edits.items.map((item) => item.summary);
    expect(summaries.some((summary) => /^Location ".+" updated: name$/.test(summary))).toBe(true);
    expect(summaries.some((summary) => /^Location "Renamed Haven" went from \w+ to declining$/.test(summary))).toBe(true);
    expect(edits.items.every((item) => item.actor.kind === 'user' && item.generator === null)).toBe(true);
  });

  it('pages with a cursor, oldest or newest first, without gaps or repeats', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await alice.trpc.audit.history.query({ worldId: world.worldId, order: 'oldest', limit: 7, cursor });
      seen.push(...page.items.map((item) => item.revision));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(seen.map((_, index) => index));
  });

  it('filters by arc and beat: the events that happened while that beat was current', async () => {
    const beat2 = await alice.trpc.audit.history.query({ worldId: world.worldId, arcId: world.arcId, beatIndex: 2, order: 'oldest' });
    expect(beat2.items.map((item) => item.type)).toEqual([
      'BeatGenerated',
      'LocationUpdated',
      'LocationStatusChanged',
      'LocationHistoryRecorded',
      'WorldEventRecorded',
    ]);
    expect(beat2.items.every((item) => item.arc_id === world.arcId && item.beat_index === 2)).toBe(true);
    expect(beat2.items[0]!.summary).toMatch(/^Beat 2 ".*" of "/);
    const arc = await alice.trpc.audit.history.query({ worldId: world.worldId, arcId: world.arcId, limit: 100 });
    expect(arc.items.at(-1)).toMatchObject({ type: 'ArcStarted', beat_index: null });
  });

  it('names the arc and beat of each event from the stream: a completed arc, the current one, none outside arcs', async () => {
    const { trpc } = alice;
    const created = await trpc.world.create.mutate({ name: 'Two Winters', description: 'Frozen northern wastes of ice and snow' });
    await trpc.world.seedWorld.mutate({ worldId: created.id });
    await until(async () => (await trpc.audit.history.query({ worldId: created.id, types: ['WorldSeeded'] })).items.length === 1);
    const first = await trpc.world.createNewArc.mutate({ worldId: created.id, storyIdea: 'A thaw that floods the valleys' });
    await trpc.world.progressArc.mutate({ worldId: created.id, arcId: first.id });
    await trpc.world.recordWorldEvent.mutate({ world_id: created.id, event_type: 'environmental', impact_level: 'major', description: 'The river rises' });
    while (await trpc.world.progressArc.mutate({ worldId: created.id, arcId: first.id }));
    const firstBeats = WorldStateView.parse(await trpc.world.getWorldState.query({ worldId: created.id })).currentBeats.map((beat) => beat.beat_name);
    const [location] = await trpc.location.list.query({ worldId: created.id });
    await trpc.location.update.mutate({ id: location!.id, name: 'Between Arcs' });
    const second = await trpc.world.createNewArc.mutate({ worldId: created.id, storyIdea: 'A night that will not end' });
    await trpc.world.progressArc.mutate({ worldId: created.id, arcId: second.id });
    const secondBeats = WorldStateView.parse(await trpc.world.getWorldState.query({ worldId: created.id })).currentBeats.map((beat) => beat.beat_name);
    expect(firstBeats).toHaveLength(15);
    expect(secondBeats).toHaveLength(2);
    expect(first.story_name).not.toBe(second.story_name);

    const entries: HistoryEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = await trpc.audit.history.query({ worldId: created.id, order: 'oldest', limit: 100, cursor });
      entries.push(...page.items);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    const names = (entry: HistoryEntry) => ({ arc: entry.arc_name, beat: entry.beat_name });
    const expected = (entry: HistoryEntry) => {
      const [arc, beats] = entry.arc_id === first.id ? [first, firstBeats] : entry.arc_id === second.id ? [second, secondBeats] : [null, []];
      return { arc: arc?.story_name ?? null, beat: entry.beat_index === null ? null : beats[entry.beat_index] };
    };
    expect(entries.map(names)).toEqual(entries.map(expected));

    const story = entries.filter((entry) => ['ArcStarted', 'BeatGenerated', 'ArcCompleted'].includes(entry.type));
    expect(story.map((entry) => [entry.type, entry.arc_name, entry.beat_name])).toEqual([
      ['ArcStarted', first.story_name, null],
      ...firstBeats.map((name) => ['BeatGenerated', first.story_name, name]),
      ['ArcCompleted', first.story_name, firstBeats[14]],
      ['ArcStarted', second.story_name, null],
      ...secondBeats.map((name) => ['BeatGenerated', second.story_name, name]),
    ]);
    const outside = entries.filter((entry) => entry.arc_id === null);
    expect(outside.map((entry) => entry.type)).toEqual(expect.arrayContaining(['WorldCreated', 'WorldSeeded', 'LocationUpdated']));
    expect(outside.every((entry) => entry.arc_name === null && entry.beat_name === null)).toBe(true);
    const recorded = entries.filter((entry) => entry.type === 'WorldEventRecorded');
    expect(recorded.map((entry) => [entry.arc_name, entry.beat_index, entry.beat_name])).toEqual([[first.story_name, 1, firstBeats[1]]]);
  });

  it('filters by actor, source and time range', async () => {
    const all = await alice.trpc.audit.history.query({ worldId: world.worldId, order: 'oldest', limit: 100 });
    const byHand = await alice.trpc.audit.history.query({ worldId: world.worldId, source: 'web', limit: 100 });
    expect(byHand.items.length).toBe(all.items.filter((item) => item.source === 'web').length);
    const worker = await alice.trpc.audit.history.query({ worldId: world.worldId, actorId: 'seeding-worker', limit: 100 });
    expect(worker.items.length).toBeGreaterThan(0);
    expect(worker.items.every((item) => item.actor.id === 'seeding-worker')).toBe(true);
    const from = all.items[3]!.occurred_at;
    const to = all.items.at(-2)!.occurred_at;
    const ranged = await alice.trpc.audit.history.query({ worldId: world.worldId, from, to, limit: 100 });
    expect(ranged.items.length).toBe(all.items.filter((item) => item.occurred_at >= from && item.occurred_at <= to).length);
  });

  it('answers BAD_REQUEST for a beat without its arc, a backwards range or a foreign cursor', async () => {
    const calls = [
      alice.trpc.audit.history.query({ worldId: world.worldId, beatIndex: 2 }),
      alice.trpc.audit.history.query({ worldId: world.worldId, from: '2030-01-01T00:00:00.000Z', to: '2020-01-01T00:00:00.000Z' }),
      alice.trpc.audit.history.query({ worldId: world.worldId, cursor: 'not-a-cursor' }),
    ];
    for (const call of calls) expect(codeOf(await call.catch((error: unknown) => error))).toBe('BAD_REQUEST');
  });

  it('keeps another user’s world NOT_FOUND', async () => {
    const error = await bob.trpc.audit.history.query({ worldId: world.worldId }).catch((caught: unknown) => caught);
    expect(codeOf(error)).toBe('NOT_FOUND');
  });
});
