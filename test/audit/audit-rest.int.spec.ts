import type { ApiErrorBody, CopiedWorldResult, HistoryPage, WorldDiff, WorldStateAt, WorldStateView } from '@worldloom/contracts';
import { checkedResponses, jsonPointer, matchesSchemaAt } from '../rest/support/openapi-validation';
import { restUser, type RestUser, startRestTestApp, type RestTestApp } from '../rest/support/rest-test-app';
import { type AuditWorld, auditWorld, withoutIds } from './support/audit-world';

/** The Audit operations of the REST API, every answer checked against the served OpenAPI document. */
describe('audit over REST', () => {
  let app: RestTestApp;
  let alice: RestUser;
  let bob: RestUser;
  let world: AuditWorld;
  let last: number;
  let exportChecked = false;

  async function download(user: RestUser, worldId: string): Promise<Response> {
    return fetch(`${app.testApp.url}/api/worlds/${worldId}/export`, { headers: { 'x-api-key': user.apiKey } });
  }

  beforeAll(async () => {
    app = await startRestTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    [alice, bob] = await Promise.all([restUser(app.testApp.url, app.doc), restUser(app.testApp.url, app.doc)]);
    world = await auditWorld(alice.user);
    last = (await alice.user.trpc.audit.history.query({ worldId: world.worldId, limit: 1 })).items[0]!.revision;
  });

  afterAll(() => app.close());

  it('GET /history pages and filters a world’s events', async () => {
    const first = await alice.rest.get<HistoryPage>(`/api/worlds/${world.worldId}/history?limit=5`);
    expect(first.status).toBe(200);
    expect(first.body.items.map((item) => item.revision)).toEqual([last, last - 1, last - 2, last - 3, last - 4]);
    const next = await alice.rest.get<HistoryPage>(`/api/worlds/${world.worldId}/history?limit=5&cursor=${first.body.next_cursor}`);
    expect(next.body.items[0]!.revision).toBe(last - 5);
    const filtered = await alice.rest.get<HistoryPage>(
      `/api/worlds/${world.worldId}/history?order=oldest&types=LocationAdded,BeatGenerated&source=web&arcId=${world.arcId}&beatIndex=2`,
    );
    expect(filtered.body.items.map((item) => item.type)).toEqual(['BeatGenerated']);
    const cases: [string, (string | number)[]][] = [
      ['beatIndex=2', ['beatIndex']],
      ['types=LocationAdded,Nope', ['types', 1]],
      ['limit=0', ['limit']],
    ];
    for (const [query, path] of cases) {
      const bad = await alice.rest.get<ApiErrorBody>(`/api/worlds/${world.worldId}/history?${query}`);
      expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', issues: [expect.objectContaining({ path })] } });
    }
  });

  it('GET /state answers now as before, and any point of the history folded from the stream', async () => {
    const now = await alice.rest.get<WorldStateView>(`/api/worlds/${world.worldId}/state`);
    expect(now.status).toBe(200);
    expect(now.body).not.toHaveProperty('revision');
    const atRevision = await alice.rest.get<WorldStateAt>(`/api/worlds/${world.worldId}/state?atRevision=${last}`);
    expect(atRevision.body).toMatchObject({ revision: last, world: now.body.world, currentArc: now.body.currentArc, currentBeats: now.body.currentBeats });
    const atBeat = await alice.rest.get<WorldStateAt>(`/api/worlds/${world.worldId}/state?arcId=${world.arcId}&beatIndex=1`);
    expect(atBeat.body.currentBeats).toHaveLength(2);
    const atTime = await alice.rest.get<WorldStateAt>(`/api/worlds/${world.worldId}/state?at=${encodeURIComponent(atBeat.body.occurred_at!)}`);
    expect(atTime.body.revision).toBeGreaterThanOrEqual(atBeat.body.revision!);
    const cases: [string, number][] = [
      [`atRevision=${last + 1}`, 400],
      ['beatIndex=1', 400],
      ['atRevision=abc', 400],
      [`arcId=${world.arcId}&beatIndex=12`, 404],
    ];
    for (const [query, status] of cases) {
      expect((await alice.rest.get(`/api/worlds/${world.worldId}/state?${query}`)).status).toBe(status);
    }
  });

  it('GET /diff lists what changed between two points, field by field', async () => {
    const diff = await alice.rest.get<WorldDiff>(`/api/worlds/${world.worldId}/diff?fromArcId=${world.arcId}&fromBeatIndex=1&toRevision=${last}`);
    expect(diff.status).toBe(200);
    expect(diff.body.to.revision).toBe(last);
    expect(diff.body.locations.changed.find((change) => change.id === world.renamedLocationId)?.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: expect.any(String), after: 'Renamed Haven' }]),
    );
    expect(diff.body.characters.removed.map((character) => character.id)).toEqual([world.removedCharacterId]);
    expect((await alice.rest.get(`/api/worlds/${world.worldId}/diff`)).status).toBe(400);
  });

  it('GET /export streams NDJSON; POST /import makes a new world equal to it but for ids', async () => {
    const response = await download(alice, world.worldId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="world-${world.worldId}.ndjson"`);
    const file = await response.text();
    // The shared REST client reads JSON only: the file is checked against its NDJSON response here.
    const schema = `${jsonPointer('paths', '/api/worlds/{worldId}/export', 'get')}/responses/200/content/${jsonPointer('application/x-ndjson')}/schema`;
    expect(matchesSchemaAt(app.doc, schema, file)).toBeNull();
    exportChecked = true;
    expect(file.trimEnd().split('\n')).toHaveLength(last + 3);

    const imported = await bob.rest.post<CopiedWorldResult>('/api/worlds/import?name=Copied', undefined, {
      rawBody: file,
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(imported).toMatchObject({ status: 201, body: { name: 'Copied', source_world_id: world.worldId, event_count: last + 1 } });
    const original = await alice.rest.get<WorldStateAt>(`/api/worlds/${world.worldId}/state?atRevision=${last}`);
    const copy = await bob.rest.get<WorldStateAt>(`/api/worlds/${imported.body.world_id}/state?atRevision=${last}`);
    expect(withoutIds(copy.body)).toEqual(withoutIds(original.body));

    const damaged = await bob.rest.post<ApiErrorBody>('/api/worlds/import', undefined, {
      rawBody: file.replace('"Renamed Haven"', '"Forged Haven"'),
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(damaged).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', error: expect.stringContaining('The checksum does not hold') } });
    const asJson = await bob.rest.post<ApiErrorBody>('/api/worlds/import', { not: 'a file' });
    expect(asJson).toMatchObject({ status: 400, body: { error: expect.stringContaining('application/x-ndjson') } });
  });

  it('POST /fork branches a world at a beat', async () => {
    const forked = await alice.rest.post<CopiedWorldResult>(`/api/worlds/${world.worldId}/fork`, { arcId: world.arcId, beatIndex: 2, name: 'What if' });
    expect(forked).toMatchObject({ status: 201, body: { name: 'What if', source_world_id: world.worldId } });
    const history = await alice.rest.get<HistoryPage>(`/api/worlds/${forked.body.world_id}/history?order=oldest&limit=1`);
    expect(history.body.items[0]!.summary).toBe(`World "What if" forked from world ${world.worldId} at revision ${forked.body.source_revision}`);
    expect((await alice.rest.post(`/api/worlds/${world.worldId}/fork`, { beatIndex: 2 })).status).toBe(400);
  });

  it('keeps another user’s world NOT_FOUND on every audit route', async () => {
    for (const path of ['history', 'diff?fromRevision=0', 'state?atRevision=0']) {
      expect((await bob.rest.get(`/api/worlds/${world.worldId}/${path}`)).status).toBe(404);
    }
    expect((await bob.rest.post(`/api/worlds/${world.worldId}/fork`, {})).status).toBe(404);
    const exported = await download(bob, world.worldId);
    expect(exported.status).toBe(404);
    expect(await exported.json()).toEqual({ error: 'World not found', code: 'NOT_FOUND' });
  });

  it('exercised every Audit operation with a success status, each response checked against the document', () => {
    const succeeded = new Set([...checkedResponses(app.doc)].filter((seen) => /\s2\d\d$/.test(seen)).map((seen) => seen.replace(/\s\d+$/, '')));
    const audit = Object.entries(app.doc.paths ?? {}).flatMap(([path, item]) =>
      (['get', 'post'] as const).filter((method) => item?.[method]?.tags?.includes('Audit')).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(audit).toHaveLength(5);
    if (exportChecked) succeeded.add('GET /api/worlds/{worldId}/export');
    expect([...audit, 'GET /api/worlds/{worldId}/state'].filter((operation) => !succeeded.has(operation))).toEqual([]);
  });
});
