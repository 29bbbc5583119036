import { get } from 'node:http';
import type { ApiErrorBody, Arc, World, WorldStateView } from '@worldloom/contracts';
import { WorldStateFastRoute } from '../../apps/api/src/modules/world/queries/get-world-state/world-state.fast-route';
import { signUpUser, startTestApp, type TestApp } from '../support/test-app';
import { until } from './support/rest-test-app';

/**
 * GET /api/worlds/{id}/state answered before express from WorldStateCache: the same answer as the full
 * route, never older than the read models, the same key check and rate limit, counted once.
 */
describe('the world state fast lane', () => {
  let app: TestApp;
  let lane: WorldStateFastRoute;

  async function user(): Promise<{ key: string; call: <T>(method: string, path: string, init?: RequestInit & { json?: unknown }) => Promise<Answer<T>> }> {
    const { trpc } = await signUpUser(app.url);
    const { key } = await trpc.auth.apiKeys.create.mutate({ name: 'fast lane' });
    return { key, call: (method, path, init) => request(app.url, key, method, path, init) };
  }

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
    lane = spyOnLane(app);
  });

  afterAll(() => app.close());

  it('answers a cached world with the same status, body and headers as the full route', async () => {
    const alice = await user();
    const world = (await alice.call<World>('POST', '/api/worlds', { json: { name: 'Brassport', description: 'Clockwork harbour' } })).body;
    const before = { ...lane.counts };
    const full = await alice.call<WorldStateView>('GET', `/api/worlds/${world.id}/state`);
    expect(lane.counts).toEqual({ answered: before.answered, passed: before.passed + 1 });
    const fast = await alice.call<WorldStateView>('GET', `/api/worlds/${world.id}/state`);
    expect(lane.counts.answered).toBe(before.answered + 1);
    expect(fast.status).toBe(200);
    expect(fast.text).toBe(full.text);
    expect(fast.body).toMatchObject({ world: { id: world.id, name: 'Brassport' }, currentArc: null, currentBeats: [] });
    const comparable = (headers: Record<string, string>) => ({ ...headers, date: '<date>', 'x-ratelimit-remaining': '<n>', 'x-ratelimit-reset': '<n>' });
    expect(comparable(fast.headers)).toEqual(comparable(full.headers));
    expect(fast.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'x-ratelimit-limit': '1000' });
    expect(Number(fast.headers['x-ratelimit-remaining'])).toBe(Number(full.headers['x-ratelimit-remaining']) - 1);
  });

  it('never serves a state older than the read models: a write is seen by the next read', async () => {
    const alice = await user();
    const world = (await alice.call<World>('POST', '/api/worlds', { json: { name: 'Frostmarch', description: 'Frozen wastes of ice' } })).body;
    await alice.call('POST', `/api/worlds/${world.id}/seed`);
    await until(async () => (await alice.call<{ items: unknown[] }>('GET', `/api/characters?worldId=${world.id}&limit=1`)).body.items.length > 0);
    await alice.call('GET', `/api/worlds/${world.id}/state`);
    expect((await alice.call<WorldStateView>('GET', `/api/worlds/${world.id}/state`)).body.currentArc).toBeNull();
    const arc = (await alice.call<Arc>('POST', `/api/worlds/${world.id}/arcs`, { json: { storyIdea: 'A winter without end' } })).body;
    const afterArc = await alice.call<WorldStateView>('GET', `/api/worlds/${world.id}/state`);
    expect(afterArc.body.currentArc).toMatchObject({ id: arc.id });
    for (let beat = 1; beat <= 3; beat++) {
      await alice.call('POST', `/api/worlds/arcs/${arc.id}/progress`, { json: { worldId: world.id } });
      const first = await alice.call<WorldStateView>('GET', `/api/worlds/${world.id}/state`);
      const answered = lane.counts.answered;
      const second = await alice.call<WorldStateView>('GET', `/api/worlds/${world.id}/state`);
      // Beat 0 comes with the arc.
      expect(first.body.currentBeats).toHaveLength(beat + 1);
      expect(second.text).toBe(first.text);
      expect(lane.counts.answered).toBe(answered + 1);
    }
  });

  it('answers a matching If-None-Match with 304, and a changed world with 200 and a new ETag', async () => {
    const alice = await user();
    const world = (await alice.call<World>('POST', '/api/worlds', { json: { name: 'Emberfall', description: 'Volcanic isles' } })).body;
    const first = await alice.call('GET', `/api/worlds/${world.id}/state`);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const answered = lane.counts.answered;
    // node:http, since fetch adds its own cache-control to a conditional request.
    const statePath = `/api/worlds/${world.id}/state`;
    const unchanged = await rawGet(app.url, statePath, { 'x-api-key': alice.key, 'if-none-match': `"other", ${etag}` });
    expect(unchanged).toMatchObject({ status: 304, text: '', headers: { etag } });
    expect(lane.counts.answered).toBe(answered + 1);
    const noCache = await rawGet(app.url, statePath, { 'x-api-key': alice.key, 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(noCache).toMatchObject({ status: 200, text: first.text });
    await alice.call('POST', `/api/worlds/${world.id}/seed`);
    await until(async () => (await alice.call<{ items: unknown[] }>('GET', `/api/characters?worldId=${world.id}&limit=1`)).body.items.length > 0);
    expect((await alice.call('POST', `/api/worlds/${world.id}/arcs`, { json: { storyIdea: 'The mountain wakes' } })).status).toBe(201);
    const changed = await rawGet(app.url, statePath, { 'x-api-key': alice.key, 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const again = await rawGet(app.url, statePath, { 'x-api-key': alice.key, 'if-none-match': changed.headers.etag! });
    expect(again).toMatchObject({ status: 304, text: '' });
  });

  it('leaves refusals to the full route: another user’s world is 404, a bad or missing key 401', async () => {
    const alice = await user();
    const bob = await user();
    const world = (await alice.call<World>('POST', '/api/worlds', { json: { name: 'Sunken Reach', description: 'Drowned city' } })).body;
    await alice.call('GET', `/api/worlds/${world.id}/state`);
    const notBobs = await bob.call<ApiErrorBody>('GET', `/api/worlds/${world.id}/state`);
    expect(notBobs).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const badKey = await request(app.url, `${alice.key}x`, 'GET', `/api/worlds/${world.id}/state`);
    expect(badKey).toMatchObject({ status: 401, body: { error: 'Invalid or missing API key', code: 'UNAUTHORIZED' } });
    const noKey = await request(app.url, '', 'GET', `/api/worlds/${world.id}/state`);
    expect(noKey.status).toBe(401);
  });

  it('counts each request once against the limit, whichever way it is answered', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '4' }, app.database);
    try {
      const limitedLane = spyOnLane(limited);
      const { trpc } = await signUpUser(limited.url);
      const world = await trpc.world.create.mutate({ name: 'Gearholm', description: 'A city of gears' });
      const { key } = await trpc.auth.apiKeys.create.mutate({ name: 'limited' });
      const answers = [];
      for (let index = 0; index < 5; index++) answers.push(await request(limited.url, key, 'GET', `/api/worlds/${world.id}/state`));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429]);
      expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(['3', '2', '1', '0', '0']);
      expect(limitedLane.counts).toEqual({ answered: 3, passed: 2 });
      expect(answers[4]).toMatchObject({
        body: { error: 'Rate limit exceeded: 4 requests per minute', code: 'TOO_MANY_REQUESTS' },
        headers: { 'retry-after': expect.stringMatching(/^\d+$/), 'x-ratelimit-limit': '4' },
      });
    } finally {
      await limited.close();
    }
  });

  it('goes the full way for a point in the history, and for other methods', async () => {
    const alice = await user();
    const world = (await alice.call<World>('POST', '/api/worlds', { json: { name: 'Glasswood', description: 'A forest of glass' } })).body;
    await alice.call('GET', `/api/worlds/${world.id}/state`);
    const counts = { ...lane.counts };
    const atRevision = await alice.call<{ revision: number }>('GET', `/api/worlds/${world.id}/state?atRevision=0`);
    expect(atRevision).toMatchObject({ status: 200, body: { revision: 0 } });
    const post = await alice.call<ApiErrorBody>('POST', `/api/worlds/${world.id}/state`);
    expect(post.status).toBe(404);
    expect(lane.counts).toEqual(counts);
  });

  it('drops a world when another instance commits a change of it, without any write of its own', async () => {
    const other = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000' }, app.database);
    try {
      const alice = await user();
      const world = (await alice.call<World>('POST', '/api/worlds', { json: { name: 'Twinspire', description: 'Two towers' } })).body;
      await alice.call('GET', `/api/worlds/${world.id}/state`);
      expect((await alice.call<WorldStateView>('GET', `/api/worlds/${world.id}/state`)).body.currentArc).toBeNull();
      // Seeded and given an arc through the other instance; this one only reads.
      await request(other.url, alice.key, 'POST', `/api/worlds/${world.id}/seed`);
      await until(async () => (await request<{ items: unknown[] }>(other.url, alice.key, 'GET', `/api/characters?worldId=${world.id}&limit=1`)).body.items.length > 0);
      const created = await request<Arc>(other.url, alice.key, 'POST', `/api/worlds/${world.id}/arcs`, { json: { storyIdea: 'Rivals' } });
      expect(created.status).toBe(201);
      const arc = created.body;
      const seen = await until(async () => {
        const state = await alice.call<WorldStateView>('GET', `/api/worlds/${world.id}/state`);
        return state.body.currentArc?.id === arc.id && state;
      });
      expect(seen.status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

interface Answer<T> {
  readonly status: number;
  readonly text: string;
  readonly body: T;
  readonly headers: Record<string, string>;
}

async function request<T>(baseUrl: string, key: string, method: string, path: string, init: RequestInit & { json?: unknown } = {}): Promise<Answer<T>> {
  const { json, headers, ...rest } = init;
  const response = await fetch(`${baseUrl}${path}`, {
    ...rest,
    method,
    headers: { ...(key ? { 'x-api-key': key } : {}), ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...(headers as Record<string, string>) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  const answerHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => (answerHeaders[name] = value));
  return { status: response.status, text, body: (text ? JSON.parse(text) : undefined) as T, headers: answerHeaders };
}

function rawGet(baseUrl: string, path: string, headers: Record<string, string>): Promise<Omit<Answer<unknown>, 'body'>> {
  return new Promise((resolve, reject) => {
    const outgoing = get(`${baseUrl}${path}`, { headers }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text, headers: incoming.headers as Record<string, string> }));
    });
    outgoing.on('error', reject);
  });
}

/** The app's own fast route, the one its server consults before express. */
function spyOnLane(testApp: TestApp): WorldStateFastRoute {
  return testApp.app.get(WorldStateFastRoute);
}
