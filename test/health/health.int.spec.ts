import { randomUUID } from 'node:crypto';
import { TRPCClientError } from '@trpc/client';
import type { OpenApiDocument } from '../../apps/api/src/platform/openapi/openapi-document';
import { expectMatchesOperation } from '../rest/support/openapi-validation';
import { signUpUser, startTestApp, type TestApp } from '../support/test-app';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Health {
  readonly status: number;
  readonly cacheControl: string | null;
  readonly body: { status: string; info?: Record<string, unknown>; error?: Record<string, unknown>; details: Record<string, { status: string }> };
}

/** One health endpoint, without an API key, its answer checked against the OpenAPI document. */
async function health(app: TestApp, path: '/api/health' | '/api/health/ready', doc?: OpenApiDocument): Promise<Health> {
  const response = await fetch(`${app.url}${path}`);
  const body = (await response.json()) as Health['body'];
  if (doc) expectMatchesOperation(doc, 'get', path, response.status, body);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body };
}

function statuses(body: Health['body']): Record<string, string> {
  return Object.fromEntries(Object.entries(body.details).map(([name, indicator]) => [name, indicator.status]));
}

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * GET /api/health (liveness) and GET /api/health/ready (readiness) on @nestjs/terminus (issue 14, item 3): no
 * API key, never cached, each answer as the OpenAPI document describes it; readiness follows the database,
 * the event store, the projections' lag and Redis when REDIS_URL is set.
 */
describe('health checks', () => {
  let app: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    app = await startTestApp({ REDIS_URL, RATE_LIMIT_KEY_PREFIX: `worldloom-test:${randomUUID()}:` });
    doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as OpenApiDocument;
  });

  afterAll(() => app?.close());

  it('answers liveness and readiness without an API key, uncached, with every dependency up (Redis included when set)', async () => {
    const live = await health(app, '/api/health', doc);
    expect(live).toMatchObject({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } });
    expect(statuses(live.body)).toEqual({ process: 'up' });

    const ready = await health(app, '/api/health/ready', doc);
    expect(ready).toMatchObject({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } });
    expect(statuses(ready.body)).toEqual({ database: 'up', eventStore: 'up', projections: 'up', redis: 'up' });
    expect(ready.body.details.projections).toMatchObject({ lagMs: expect.any(Number), maxLagMs: 30_000 });
  });

  it('leaves Redis out of readiness when REDIS_URL is unset', async () => {
    const memory = await startTestApp({}, app.database);
    try {
      const ready = await health(memory, '/api/health/ready', doc);
      expect(ready.status).toBe(200);
      expect(statuses(ready.body)).toEqual({ database: 'up', eventStore: 'up', projections: 'up' });
    } finally {
      await memory.close();
    }
  });

  it('is not ready (503, the failing check named) while REDIS_URL names a Redis that does not answer, yet stays alive', async () => {
    const orphan = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, app.database);
    try {
      const ready = await health(orphan, '/api/health/ready', doc);
      expect(ready.status).toBe(503);
      expect(ready.body.status).toBe('error');
      expect(Object.keys(ready.body.error ?? {})).toEqual(['redis']);
      expect(statuses(ready.body)).toEqual({ database: 'up', eventStore: 'up', projections: 'up', redis: 'down' });
      expect((await health(orphan, '/api/health', doc)).status).toBe(200);
    } finally {
      await orphan.close();
    }
  });

  it('is not ready while the projections lag more than HEALTH_MAX_PROJECTION_LAG_MS, and ready again once a projector catches up', async () => {
    // An HTTP-only instance on a database of its own, with no projector yet: its writes wait for projections in vain.
    const api = await startTestApp({ API_ROLE: 'api', HEALTH_MAX_PROJECTION_LAG_MS: '1000', READ_YOUR_WRITES_TIMEOUT_MS: '200' });
    try {
      expect(statuses((await health(api, '/api/health/ready', doc)).body)).toMatchObject({ projections: 'up' });
      const user = await signUpUser(api.url);
      const refusal = await user.trpc.world.create.mutate({ name: 'Laggard', description: 'Written, not yet projected' }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(TRPCClientError);
      expect(refusal).toMatchObject({ data: { code: 'TIMEOUT' } });

      const lagging = await eventually(
        () => health(api, '/api/health/ready', doc),
        (answer) => answer.status === 503,
      );
      expect(lagging.status).toBe(503);
      expect(Object.keys(lagging.body.error ?? {})).toEqual(['projections']);
      expect(lagging.body.details.projections).toMatchObject({ status: 'down', maxLagMs: 1000, lagMs: expect.any(Number) });
      expect((lagging.body.details.projections as unknown as { lagMs: number }).lagMs).toBeGreaterThan(1000);
      expect((await health(api, '/api/health', doc)).status).toBe(200);

      const projector = await startTestApp({ API_ROLE: 'projector' }, api.database);
      try {
        const caughtUp = await eventually(
          () => health(api, '/api/health/ready', doc),
          (answer) => answer.status === 200,
        );
        expect(caughtUp.status).toBe(200);
        expect(caughtUp.body.details.projections).toMatchObject({ status: 'up', lagMs: 0 });
      } finally {
        await projector.close();
      }
    } finally {
      await api.close();
    }
  });
});
