import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Inject, Logger, Module, UseGuards } from '@nestjs/common';
import { CqrsModule, type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ApiErrorBody } from '@worldloom/contracts';
import { createApp } from '../../apps/api/src/app.factory';
import { loadConfig } from '../../apps/api/src/app.config';
import { ApiKeyGuard } from '../../apps/api/src/platform/rest/api-key.guard';
import { WEB_DIST } from '../../apps/api/src/platform/web/static-web';
import { RateLimitGuard } from '../../apps/api/src/platform/rest/rate-limit/rate-limit.guard';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { expectApiError } from './support/openapi-validation';
import { RestClient } from './support/rest-client';
import { restUser, type RestUser, servedDocument, startRestTestApp, type RestTestApp } from './support/rest-test-app';

const UNAUTHORIZED: ApiErrorBody = { error: 'Invalid or missing API key', code: 'UNAUTHORIZED' };
const SECRET = 'postgres://admin:hunter2@db.internal:5432/worlds';

describe('REST errors', () => {
  let app: RestTestApp;
  let alice: RestUser;

  beforeAll(async () => {
    app = await startRestTestApp();
    alice = await restUser(app.testApp.url, app.doc);
  });

  afterAll(() => app.close());

  it('answers a missing, empty, unknown or revoked key with 401 and the same body', async () => {
    for (const apiKey of [null, '', 'wl_not_a_key']) {
      await expect(alice.rest.get('/api/worlds', { apiKey })).resolves.toMatchObject({ status: 401, body: UNAUTHORIZED });
    }
    const doomed = await restUser(app.testApp.url, app.doc);
    await expect(doomed.rest.get('/api/worlds')).resolves.toMatchObject({ status: 200 });
    await doomed.user.trpc.auth.apiKeys.revoke.mutate({ keyId: doomed.keyId });
    await expect(doomed.rest.post('/api/worlds', { name: 'After', description: 'revocation' })).resolves.toMatchObject({
      status: 401,
      body: UNAUTHORIZED,
    });
  });

  it('answers unknown routes under /api with 404 in the same shape, key or not', async () => {
    for (const [method, path] of [
      ['get', '/api'],
      ['get', '/api/nope'],
      ['post', '/api/worlds/a/b/c'],
      ['delete', '/api/worlds'],
      ['put', '/api/worlds'],
    ] as const) {
      const { status, body } = await alice.rest.request<ApiErrorBody>(method, path, { apiKey: null });
      expect([method, path, status, body.code]).toEqual([method, path, 404, 'NOT_FOUND']);
    }
  });

  it('leaves tRPC, GoTrue and non-API paths their own error formats', async () => {
    const trpc = await fetch(`${app.testApp.url}/api/trpc/no.such.procedure`);
    expect(trpc.status).toBe(404);
    expect(((await trpc.json()) as { error: unknown }).error).toEqual(expect.objectContaining({ json: expect.anything() }));
    const auth = await fetch(`${app.testApp.url}/auth/v1/no-such-endpoint`);
    expect(await auth.json()).toMatchObject({ code: 404, error_code: 'not_found' });
    const other = await fetch(`${app.testApp.url}/not-the-api`, { method: 'POST' });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ statusCode: 404 });
  });

  it("leaves page paths to the web app (its index.html once built, Nest's 404 before)", async () => {
    const page = await fetch(`${app.testApp.url}/app/worlds`);
    if (existsSync(join(WEB_DIST, 'index.html'))) {
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    } else {
      expect(page.status).toBe(404);
      expect(await page.json()).toMatchObject({ statusCode: 404 });
    }
  });

  it('answers malformed JSON and a body that is not JSON with 400', async () => {
    await expect(alice.rest.request('post', '/api/worlds', { rawBody: '{"name": "Broken",' })).resolves.toMatchObject({
      status: 400,
      body: { error: 'Malformed JSON body', code: 'BAD_REQUEST' },
    });
    await expect(
      alice.rest.request('post', '/api/worlds', { rawBody: 'name=Plain', headers: { 'content-type': 'text/plain' } }),
    ).resolves.toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', issues: [expect.objectContaining({ path: [] })] } });
  });

  it('answers the 101st request of a minute with 429 and Retry-After, for that key only', async () => {
    const busy = await restUser(app.testApp.url, app.doc);
    const answers = await Promise.all(Array.from({ length: 100 }, () => busy.rest.get('/api/worlds?limit=1')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const limited = await busy.rest.get('/api/worlds');
    expect(limited).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await expect(alice.rest.get('/api/worlds?limit=1')).resolves.toMatchObject({ status: 200 });
  });
});

class ExplodingQuery extends Query<never> {}

@QueryHandler(ExplodingQuery)
class ExplodingHandler implements IQueryHandler<ExplodingQuery, never> {
  async execute(): Promise<never> {
    throw new Error(`connect ECONNREFUSED ${SECRET}`);
  }
}

/** Test-only: a guarded REST route whose query handler throws a plain Error, as a crash would. */
@Controller('api/test-only')
@UseGuards(ApiKeyGuard, RateLimitGuard)
class ExplodingController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get('explode')
  explode(): Promise<never> {
    return this.queryBus.execute(new ExplodingQuery());
  }
}

@Module({ imports: [CqrsModule], controllers: [ExplodingController], providers: [ExplodingHandler] })
class ExplodingModule {}

describe('REST internal errors', () => {
  let database: TestDatabase;
  let nest: NestExpressApplication;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'error', DATABASE_URL: database.url });
    nest = await createApp({ config, databaseUrl: database.url, extraModules: [ExplodingModule] });
    await nest.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(nest.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await nest.close();
    await database.drop();
  });

  it('answers a crash with 500 and a body that shows nothing of it, logging it on the server', async () => {
    const doc = await servedDocument(url);
    const { apiKey } = await restUser(url, doc);
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${url}/api/test-only/explode`, { headers: { 'x-api-key': apiKey, 'x-correlation-id': randomUUID() } });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
    logged.mockRestore();
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
    expectApiError(doc, JSON.parse(text));
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('ECONNREFUSED');
  });

  it('still authenticates the route first', async () => {
    const doc = await servedDocument(url);
    await expect(new RestClient(url, doc, null).get('/api/test-only/explode')).resolves.toMatchObject({ status: 401, body: UNAUTHORIZED });
  });
});
