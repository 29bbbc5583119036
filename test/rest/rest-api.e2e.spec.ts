import { randomUUID } from 'node:crypto';
import type {
  AcceptDraftResponse,
  ApiErrorBody,
  Arc,
  BeatDraft,
  Character,
  DeletedResult,
  DiscardDraftResponse,
  Faction,
  Location,
  Page,
  ProgressArcResponse,
  RevertBeatResult,
  SeedWorldResult,
  World,
  WorldBudget,
  WorldEvent,
  WorldReview,
  WorldStateView,
  WorldUsage,
} from '@worldloom/contracts';
import { checkedResponses } from './support/openapi-validation';
import type { RestClient } from './support/rest-client';
import { restUser, type RestUser, startRestTestApp, type RestTestApp, until } from './support/rest-test-app';

/** Every page of a list, following next_cursor. */
async function allPages<Item>(rest: RestClient, path: string, limit: number): Promise<Item[][]> {
  const pages: Item[][] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const query: string = `${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { status, body } = await rest.get<Page<Item>>(`${path}${query}`);
    expect(status).toBe(200);
    expect(body.items.length).toBeLessThanOrEqual(limit);
    pages.push(body.items);
    cursor = body.next_cursor;
  } while (cursor !== null);
  return pages;
}

describe('public REST API', () => {
  let app: RestTestApp;
  let alice: RestUser;
  let bob: RestUser;
  let seeded: World;

  async function seededWorld(user: RestUser, name: string, description: string): Promise<World> {
    const { body: world } = await user.rest.post<World>('/api/worlds', { name, description });
    const started = await user.rest.post<SeedWorldResult>(`/api/worlds/${world.id}/seed`);
    expect(started).toMatchObject({ status: 202, body: { worldId: world.id, status: 'seeding' } });
    // Seeding appends locations, then factions, then characters; wait for the whole of it.
    await until(async () => {
      const { body } = await user.rest.get<Page<Faction>>(`/api/factions?worldId=${world.id}`);
      return body.items.length > 0 && body.items.every((faction) => faction.leader_id !== null);
    });
    return world;
  }

  beforeAll(async () => {
    // The suite makes far more than 100 calls a minute with one key; the limit has its own suite.
    app = await startRestTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    [alice, bob] = await Promise.all([restUser(app.testApp.url, app.doc), restUser(app.testApp.url, app.doc)]);
    seeded = await seededWorld(alice, 'Frostmarch', 'Frozen northern wastes of ice and snow');
  });

  afterAll(() => app.close());

  describe('worlds', () => {
    it('creates a world (201), reads it back and lists it', async () => {
      const created = await alice.rest.post<World>('/api/worlds', { name: '  Dunesea ', description: 'Endless desert' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Dunesea', description: 'Endless desert', current_arc_id: null });
      await expect(alice.rest.get(`/api/worlds/${created.body.id}`)).resolves.toMatchObject({ status: 200, body: created.body });
      const listed = await alice.rest.get<Page<World>>('/api/worlds');
      expect(listed.body.items.map((world) => world.id)).toContain(created.body.id);
    });

    it('records the API key as the actor of the events it causes', async () => {
      const { body } = await alice.rest.post<World>('/api/worlds', { name: 'Audited', description: 'Who did this?' });
      const { rows } = await app.testApp.database.pool.query<{ metadata: Record<string, unknown> }>(
        'SELECT metadata FROM events WHERE stream_id = $1',
        [`world-${body.id}`],
      );
      expect(rows[0]!.metadata).toMatchObject({ actorKind: 'api_key', actorId: alice.keyId, source: 'api' });
    });

    it('answers 400 with issues for bad input', async () => {
      const { status, body } = await alice.rest.post<ApiErrorBody>('/api/worlds', { name: '   ', description: 'x'.repeat(2001) });
      expect(status).toBe(400);
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.issues!.map((issue) => issue.path.join('.')).sort()).toEqual(['description', 'name']);
    });

    it("answers 404 for an unknown world and for another user's, 400 for an id that is not a uuid", async () => {
      await expect(alice.rest.get(`/api/worlds/${randomUUID()}`)).resolves.toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      await expect(bob.rest.get(`/api/worlds/${seeded.id}`)).resolves.toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      await expect(bob.rest.get(`/api/worlds/${seeded.id}/state`)).resolves.toMatchObject({ status: 404 });
      await expect(bob.rest.post(`/api/worlds/${seeded.id}/seed`)).resolves.toMatchObject({ status: 404 });
      await expect(alice.rest.get('/api/worlds/not-a-uuid')).resolves.toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', issues: [expect.objectContaining({ path: ['worldId'] })] },
      });
      const bobsWorlds = await bob.rest.get<Page<World>>('/api/worlds');
      expect(bobsWorlds.body.items.map((world) => world.id)).not.toContain(seeded.id);
    });

    it('pages worlds newest first with a keyset cursor, in the order tRPC lists them', async () => {
      const carol = await restUser(app.testApp.url, app.doc);
      for (let index = 0; index < 5; index++) {
        await carol.rest.post('/api/worlds', { name: `World ${index}`, description: 'Paged' });
      }
      const pages = await allPages<World>(carol.rest, '/api/worlds', 2);
      expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
      const everything = await carol.user.trpc.world.list.query();
      expect(pages.flat().map((world) => world.id)).toEqual(everything.map((world) => world.id));
      expect(pages.flat().map((world) => world.name)).toEqual(['World 4', 'World 3', 'World 2', 'World 1', 'World 0']);
      const exact = await allPages<World>(carol.rest, '/api/worlds', 5);
      expect(exact.map((page) => page.length)).toEqual([5]);
    });

    it('defaults to 50 items a page and refuses limits outside 1..100 and foreign cursors', async () => {
      const { body } = await alice.rest.get<Page<World>>('/api/worlds');
      expect(body.items.length).toBeLessThanOrEqual(50);
      for (const query of ['limit=0', 'limit=101', 'limit=ten', 'cursor=bm90LWEtY3Vyc29y', 'cursor=']) {
        await expect(alice.rest.get(`/api/worlds?${query}`)).resolves.toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
      }
      await expect(alice.rest.get('/api/worlds?limit=100')).resolves.toMatchObject({ status: 200 });
    });

    it('seeds once (202), then refuses with 409', async () => {
      await expect(alice.rest.post(`/api/worlds/${seeded.id}/seed`)).resolves.toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    });
  });

  describe('entity lists', () => {
    it.each([
      ['locations', 'location'],
      ['characters', 'character'],
      ['factions', 'faction'],
    ] as const)('pages %s in the order tRPC lists them, and 404s for another user', async (plural, feature) => {
      const everything: Array<{ id: string }> = await alice.user.trpc[feature].list.query({ worldId: seeded.id });
      expect(everything.length).toBeGreaterThan(1);
      const limit = Math.max(1, Math.floor(everything.length / 3));
      const pages = await allPages<{ id: string }>(alice.rest, `/api/${plural}?worldId=${seeded.id}`, limit);
      expect(pages.length).toBe(Math.ceil(everything.length / limit));
      expect(pages.flat().map((item) => item.id)).toEqual(everything.map((item) => item.id));
      await expect(bob.rest.get(`/api/${plural}?worldId=${seeded.id}`)).resolves.toMatchObject({ status: 404 });
      await expect(alice.rest.get(`/api/${plural}`)).resolves.toMatchObject({
        status: 400,
        body: { issues: [expect.objectContaining({ path: ['worldId'] })] },
      });
      const bad = await alice.rest.get(`/api/${plural}?worldId=${seeded.id}&cursor=${pages[1]![0]!.id}`);
      expect(bad.status).toBe(400);
    });

    it('lists an empty world as an empty last page', async () => {
      const { body: world } = await alice.rest.post<World>('/api/worlds', { name: 'Empty', description: 'Nothing yet' });
      await expect(alice.rest.get(`/api/characters?worldId=${world.id}`)).resolves.toMatchObject({
        status: 200,
        body: { items: [], next_cursor: null },
      });
    });
  });

  describe('characters', () => {
    it('creates (201), reads, updates name, status and location_id, and deletes (200)', async () => {
      const { body: locations } = await alice.rest.get<Page<Location>>(`/api/locations?worldId=${seeded.id}&limit=2`);
      const [home, elsewhere] = locations.items;
      const created = await alice.rest.post<Character>('/api/characters', {
        world_id: seeded.id,
        name: 'Ada Thorne',
        type: 'player',
        story_role: 'major',
        location_id: home!.id,
      });
      expect(created).toMatchObject({ status: 201, body: { name: 'Ada Thorne', type: 'player', story_role: 'major', status: 'active' } });
      const id = created.body.id;
      await expect(alice.rest.get(`/api/characters/${id}`)).resolves.toMatchObject({ status: 200, body: created.body });
      const updated = await alice.rest.put<Character>(`/api/characters/${id}`, {
        name: 'Ada the Elder',
        status: 'retired',
        location_id: elsewhere!.id,
      });
      expect(updated).toMatchObject({ status: 200, body: { id, name: 'Ada the Elder', status: 'retired', location_id: elsewhere!.id } });
      await expect(bob.rest.get(`/api/characters/${id}`)).resolves.toMatchObject({ status: 404 });
      await expect(bob.rest.put(`/api/characters/${id}`, { name: 'Stolen' })).resolves.toMatchObject({ status: 404 });
      await expect(bob.rest.delete(`/api/characters/${id}`)).resolves.toMatchObject({ status: 404 });
      await expect(alice.rest.delete<DeletedResult>(`/api/characters/${id}`)).resolves.toMatchObject({
        status: 200,
        body: { id, deleted: true },
      });
      await expect(alice.rest.get(`/api/characters/${id}`)).resolves.toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    });

    it('refuses a character in a world the key owner does not own, and a bad status', async () => {
      await expect(
        bob.rest.post('/api/characters', { world_id: seeded.id, name: 'Intruder', type: 'npc', story_role: 'minor' }),
      ).resolves.toMatchObject({ status: 404 });
      const { body: characters } = await alice.rest.get<Page<Character>>(`/api/characters?worldId=${seeded.id}&limit=1`);
      await expect(alice.rest.put(`/api/characters/${characters.items[0]!.id}`, { status: 'asleep' })).resolves.toMatchObject({
        status: 400,
        body: { issues: [expect.objectContaining({ path: ['status'] })] },
      });
    });
  });

  describe('locations', () => {
    it('creates (201), reads, updates name, status and description, and deletes (200)', async () => {
      const created = await alice.rest.post<Location>('/api/locations', {
        world_id: seeded.id,
        name: 'Glasshaven',
        type: 'city',
        status: 'thriving',
      });
      expect(created).toMatchObject({ status: 201, body: { name: 'Glasshaven', type: 'city', status: 'thriving' } });
      const id = created.body.id;
      await expect(alice.rest.get(`/api/locations/${id}`)).resolves.toMatchObject({ status: 200, body: created.body });
      await expect(
        alice.rest.put(`/api/locations/${id}`, { name: 'Glasshaven Ruins', status: 'declining', description: 'Cold kilns' }),
      ).resolves.toMatchObject({ status: 200, body: { name: 'Glasshaven Ruins', status: 'declining', description: 'Cold kilns' } });
      await expect(bob.rest.get(`/api/locations/${id}`)).resolves.toMatchObject({ status: 404 });
      await expect(alice.rest.delete(`/api/locations/${id}`)).resolves.toMatchObject({ status: 200, body: { id, deleted: true } });
      await expect(alice.rest.get(`/api/locations/${id}`)).resolves.toMatchObject({ status: 404 });
    });

    it('searches by text and by tags, every tag having to match, in pages', async () => {
      const { body: world } = await alice.rest.post<World>('/api/worlds', { name: 'Searchable', description: 'Tagged places' });
      const places = [
        { name: 'Amber Port', tags: ['coast', 'trade'], description: 'Harbour of amber' },
        { name: 'Amber Hill', tags: ['trade'], description: 'A hill' },
        { name: 'Bleak Moor', tags: ['coast'], description: 'Windswept amber-less moor' },
      ];
      for (const place of places) {
        await alice.rest.post('/api/locations', { world_id: world.id, type: 'landmark', status: 'stable', ...place });
      }
      const search = (body: object) => alice.rest.post<Page<Location>>('/api/locations/search', { worldId: world.id, ...body });
      const names = async (body: object) => (await search(body)).body.items.map((location) => location.name);
      expect(await names({ query: 'AMBER' })).toEqual(['Amber Hill', 'Amber Port', 'Bleak Moor']);
      expect(await names({ tags: ['trade'] })).toEqual(['Amber Hill', 'Amber Port']);
      expect(await names({ tags: ['trade', 'COAST'] })).toEqual(['Amber Port']);
      expect(await names({ query: 'moor', tags: ['trade'] })).toEqual([]);
      const first = await search({ query: 'amber', limit: 2 });
      expect(first).toMatchObject({ status: 200, body: { next_cursor: expect.any(String) } });
      const second = await search({ query: 'amber', limit: 2, cursor: first.body.next_cursor });
      expect(second.body).toMatchObject({ items: [expect.objectContaining({ name: 'Bleak Moor' })], next_cursor: null });
      await expect(bob.rest.post('/api/locations/search', { worldId: world.id })).resolves.toMatchObject({ status: 404 });
      await expect(alice.rest.post('/api/locations/search', { worldId: world.id, limit: 101 })).resolves.toMatchObject({ status: 400 });
    });
  });

  describe('factions', () => {
    it('creates (201), reads, updates name, status and leader_id, and deletes (200)', async () => {
      const { body: characters } = await alice.rest.get<Page<Character>>(`/api/characters?worldId=${seeded.id}&limit=1`);
      const created = await alice.rest.post<Faction>('/api/factions', { world_id: seeded.id, name: 'The Lantern Guild', type: 'guild' });
      expect(created).toMatchObject({ status: 201, body: { name: 'The Lantern Guild', type: 'guild', leader_id: null } });
      const id = created.body.id;
      await expect(alice.rest.get(`/api/factions/${id}`)).resolves.toMatchObject({ status: 200, body: created.body });
      await expect(
        alice.rest.put(`/api/factions/${id}`, { name: 'The Lantern Order', status: 'rising', leader_id: characters.items[0]!.id }),
      ).resolves.toMatchObject({ status: 200, body: { name: 'The Lantern Order', status: 'rising', leader_id: characters.items[0]!.id } });
      await expect(bob.rest.delete(`/api/factions/${id}`)).resolves.toMatchObject({ status: 404 });
      await expect(alice.rest.delete(`/api/factions/${id}`)).resolves.toMatchObject({ status: 200, body: { id, deleted: true } });
      await expect(alice.rest.get(`/api/factions/${id}`)).resolves.toMatchObject({ status: 404 });
    });
  });

  describe('arcs and world events', () => {
    it('refuses an event before there is a beat, and an arc before seeding', async () => {
      const { body: world } = await alice.rest.post<World>('/api/worlds', { name: 'Unseeded', description: 'No story yet' });
      await expect(
        alice.rest.post(`/api/worlds/${world.id}/events`, { event_type: 'player_action', impact_level: 'minor', description: 'Early' }),
      ).resolves.toMatchObject({
        status: 400,
        body: { error: 'No current beat to attach the event to. Generate a beat first.', code: 'BAD_REQUEST' },
      });
      await expect(alice.rest.post(`/api/worlds/${world.id}/arcs`, {})).resolves.toMatchObject({ status: 400 });
    });

    it('runs an arc: create (201), events, progress with recentEvents, to completion, then complete again', async () => {
      const world = await seededWorld(alice, 'Brassport', 'A steampunk harbour of clockwork and smoke');
      const created = await alice.rest.post<Arc>(`/api/worlds/${world.id}/arcs`, { storyIdea: 'The harbour is a machine' });
      expect(created).toMatchObject({ status: 201, body: { world_id: world.id, status: 'active' } });
      const arc = created.body;
      await expect(alice.rest.post(`/api/worlds/${world.id}/arcs`, {})).resolves.toMatchObject({ status: 409, body: { code: 'CONFLICT' } });

      let state = (await alice.rest.get<WorldStateView>(`/api/worlds/${world.id}/state`)).body;
      expect(state.world.current_arc_id).toBe(arc.id);
      expect(state.currentBeats.map((beat) => beat.beat_index)).toEqual([0]);
      const openingBeat = state.currentBeats[0]!;

      const event = await alice.rest.post<WorldEvent>(`/api/worlds/${world.id}/events`, {
        event_type: 'environmental',
        impact_level: 'catastrophic',
        description: 'The tide stops',
      });
      expect(event).toMatchObject({ status: 201, body: { beat_id: openingBeat.id, event_type: 'environmental' } });
      const defaults = await alice.rest.post<WorldEvent>(`/api/worlds/${world.id}/events`, { description: 'Defaults apply' });
      expect(defaults.body).toMatchObject({ event_type: 'player_action', impact_level: 'minor' });

      const progressed = await alice.rest.post<ProgressArcResponse>(`/api/worlds/arcs/${arc.id}/progress`, {
        worldId: world.id,
        recentEvents: [
          { event_type: 'social', impact_level: 'major', description: 'Riots at the docks' },
          { event_type: 'player_action', impact_level: 'moderate', description: 'The heroes flee' },
        ],
      });
      expect(progressed.status).toBe(200);
      expect(progressed.body).toMatchObject({ complete: false, beat: { arc_id: arc.id, beat_index: 1 } });
      expect(progressed.body.recorded_events.map((recorded) => recorded.description)).toEqual(['Riots at the docks', 'The heroes flee']);
      const beatEvents = await alice.rest.get<WorldEvent[]>(`/api/beats/${openingBeat.id}/events`);
      expect(beatEvents.status).toBe(200);
      expect(beatEvents.body.map((recorded) => recorded.description)).toEqual([
        'The tide stops',
        'Defaults apply',
        'Riots at the docks',
        'The heroes flee',
      ]);
      await expect(bob.rest.get(`/api/beats/${openingBeat.id}/events`)).resolves.toMatchObject({ status: 404 });

      for (let index = 2; index <= 14; index++) {
        const next = await alice.rest.post<ProgressArcResponse>(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id });
        expect(next.body).toMatchObject({ complete: false, beat: { beat_index: index }, recorded_events: [] });
      }
      const completed = await alice.rest.post<ProgressArcResponse>(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id });
      expect(completed).toMatchObject({ status: 200, body: { beat: null, complete: true } });
      const again = await alice.rest.post<ProgressArcResponse>(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id });
      expect(again.body).toEqual({ beat: null, complete: true, recorded_events: [], draft: null });

      state = (await alice.rest.get<WorldStateView>(`/api/worlds/${world.id}/state`)).body;
      expect(state.currentArc).toMatchObject({ id: arc.id, status: 'complete', summary: expect.any(String) });
      expect(state.currentBeats).toHaveLength(15);
    });

    it("refuses to progress another world's or user's arc before recording anything", async () => {
      const { body: state } = await alice.rest.get<WorldStateView>(`/api/worlds/${seeded.id}/state`);
      const arcId = state.currentArc?.id ?? (await alice.rest.post<Arc>(`/api/worlds/${seeded.id}/arcs`, {})).body.id;
      const { body: other } = await alice.rest.post<World>('/api/worlds', { name: 'Other', description: 'Not the arc world' });
      const recentEvents = [{ description: 'Should never be recorded' }];
      await expect(
        alice.rest.post(`/api/worlds/arcs/${arcId}/progress`, { worldId: other.id, recentEvents }),
      ).resolves.toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      await expect(
        bob.rest.post(`/api/worlds/arcs/${arcId}/progress`, { worldId: seeded.id, recentEvents }),
      ).resolves.toMatchObject({ status: 404 });
      await expect(alice.rest.post(`/api/worlds/arcs/${arcId}/progress`, {})).resolves.toMatchObject({
        status: 400,
        body: { issues: [expect.objectContaining({ path: ['worldId'] })] },
      });
      const { rowCount } = await app.testApp.database.pool.query("SELECT 1 FROM world_events WHERE description = 'Should never be recorded'");
      expect(rowCount).toBe(0);
    });
  });

  describe('author in the loop', () => {
    it('drafts, edits, regenerates, discards and accepts in review mode, reverts, and reports usage under a budget', async () => {
      const world = await seededWorld(alice, 'Cinderhold', 'A volcanic forge-city of smiths and ash');
      const { body: arc } = await alice.rest.post<Arc>(`/api/worlds/${world.id}/arcs`, {});
      await expect(alice.rest.get<WorldReview>(`/api/worlds/${world.id}/review`)).resolves.toMatchObject({
        status: 200,
        body: { world_id: world.id, review_mode: false, draft: null },
      });
      await expect(alice.rest.put<WorldReview>(`/api/worlds/${world.id}/review-mode`, { enabled: true })).resolves.toMatchObject({
        status: 200,
        body: { review_mode: true, draft: null },
      });

      const progressed = await alice.rest.post<ProgressArcResponse>(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id });
      expect(progressed).toMatchObject({ status: 200, body: { beat: null, complete: false, draft: { kind: 'draft', beat_index: 1 } } });
      const draft = progressed.body.draft!;
      const edited = await alice.rest.put<BeatDraft>(`/api/worlds/${world.id}/drafts/${draft.id}`, {
        beat: { ...draft, beat_name: 'The Forge Wakes' },
      });
      expect(edited).toMatchObject({ status: 200, body: { id: draft.id, beat_name: 'The Forge Wakes', edited_at: expect.any(String) } });
      const regenerated = await alice.rest.post<BeatDraft>(`/api/worlds/${world.id}/drafts/${draft.id}/regenerate`);
      expect(regenerated).toMatchObject({ status: 200, body: { replaces_draft_id: draft.id, beat_id: draft.beat_id } });
      await expect(alice.rest.post<DiscardDraftResponse>(`/api/worlds/${world.id}/drafts/${regenerated.body.id}/discard`)).resolves.toMatchObject({
        status: 200,
        body: { draft_id: regenerated.body.id, discarded: true },
      });

      const again = await alice.rest.post<ProgressArcResponse>(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id });
      const accepted = await alice.rest.post<AcceptDraftResponse>(`/api/worlds/${world.id}/drafts/${again.body.draft!.id}/accept`);
      expect(accepted).toMatchObject({ status: 200, body: { beat: { id: again.body.draft!.beat_id, beat_index: 1 } } });
      const reverted = await alice.rest.post<RevertBeatResult>(`/api/worlds/${world.id}/arcs/${arc.id}/revert`);
      expect(reverted).toMatchObject({ status: 200, body: { reverted_beat: { beat_index: 1 }, current_beat: { beat_index: 0 }, kept: [] } });

      await expect(alice.rest.put<WorldBudget>(`/api/worlds/${world.id}/budget`, { monthly_budget_usd: 3 })).resolves.toMatchObject({
        status: 200,
        body: { monthly_budget_usd: 3, source: 'world' },
      });
      const usage = await alice.rest.get<WorldUsage>(`/api/worlds/${world.id}/usage`);
      expect(usage.status).toBe(200);
      expect(usage.body.records.filter((record) => record.task === 'generate_beat')).toHaveLength(3);
      expect(usage.body.budget).toMatchObject({ monthly_budget_usd: 3, source: 'world' });
      await expect(bob.rest.get(`/api/worlds/${world.id}/usage`)).resolves.toMatchObject({ status: 404 });
    });
  });

  describe('members and invites', () => {
    it('invites, joins with the token, changes the role, lists members, removes them and revokes the invite', async () => {
      const invite = await alice.rest.post<{ id: string; token: string; role: string }>(`/api/worlds/${seeded.id}/invites`, { role: 'viewer', max_uses: 2 });
      expect(invite).toMatchObject({ status: 201, body: { role: 'viewer', uses_left: 2 } });
      const preview = await bob.rest.get(`/api/invites/${invite.body.token}/preview`);
      expect(preview).toMatchObject({ status: 200, body: { world_id: seeded.id, world_name: seeded.name, role: 'viewer' } });
      const joined = await bob.rest.post(`/api/invites/${invite.body.token}/join`);
      expect(joined).toMatchObject({ status: 200, body: { world_id: seeded.id, role: 'viewer' } });
      expect(await bob.rest.get<World>(`/api/worlds/${seeded.id}`)).toMatchObject({ status: 200, body: { id: seeded.id, role: 'viewer' } });
      const forbidden = await bob.rest.post<ApiErrorBody>('/api/locations', { world_id: seeded.id, name: 'Bob’s place', type: 'city' });
      expect(forbidden).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', error: 'A viewer of this world cannot create locations.' } });
      const members = await alice.rest.get<Array<{ user_id: string; email: string; role: string }>>(`/api/worlds/${seeded.id}/members`);
      expect(members.status).toBe(200);
      const bobId = members.body.find((member) => member.email === bob.user.email)!.user_id;
      const promoted = await alice.rest.put(`/api/worlds/${seeded.id}/members/${bobId}`, { role: 'co-author' });
      expect(promoted).toMatchObject({ status: 200, body: { user_id: bobId, role: 'co-author' } });
      const removed = await alice.rest.delete<Array<{ user_id: string }>>(`/api/worlds/${seeded.id}/members/${bobId}`);
      expect(removed.status).toBe(200);
      expect(removed.body.map((member) => member.user_id)).not.toContain(bobId);
      expect((await bob.rest.get(`/api/worlds/${seeded.id}`)).status).toBe(404);
      await expect(alice.rest.delete(`/api/invites/${invite.body.id}`)).resolves.toMatchObject({ status: 200, body: { id: invite.body.id, revoked: true } });
    });
  });

  it('answers health and readiness', async () => {
    await expect(alice.rest.get('/api/health')).resolves.toMatchObject({ status: 200, body: { status: 'ok' } });
    await expect(alice.rest.get('/api/health/ready')).resolves.toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('exercised every documented operation with a success status, each response checked against the document', () => {
    const succeeded = new Set(
      [...checkedResponses(app.doc)].filter((seen) => /\s2\d\d$/.test(seen)).map((seen) => seen.replace(/\s\d+$/, '')),
    );
    // The Audit operations have a suite of their own (test/audit/audit-rest.int.spec.ts), with the same check.
    const documented = Object.entries(app.doc.paths ?? {}).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'delete'] as const)
        .filter((method) => item?.[method] && !item[method].tags?.includes('Audit'))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toHaveLength(43);
    expect(documented.filter((operation) => !succeeded.has(operation))).toEqual([]);
  });
});
