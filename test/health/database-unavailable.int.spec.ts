import { TRPCClientError } from '@trpc/client';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../apps/api/src/platform/errors/service-unavailable';
import { TcpProxy } from '../support/tcp-proxy';
import { authClientFor, signUpUser, startTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The app on a database it reaches through a proxy the test cuts, as when Postgres goes down or away. */
describe('a database out of reach', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    app = await startTestApp({}, { ...database, url: proxy.in(database.url) });
  });

  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After on every face, then serves again once it is back', async () => {
    const user = await signUpUser(app.url);
    const { key } = await user.trpc.auth.apiKeys.create.mutate({ name: 'outage' });
    await user.trpc.world.create.mutate({ name: 'Stillwater', description: 'A world that waits out the storm' });

    await proxy.cut();

    const rest = await fetch(`${app.url}/api/worlds`, { headers: { 'x-api-key': key } });
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('5');
    expect(await rest.json()).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });

    const trpc = await user.trpc.world.list.query().catch((error: unknown) => error);
    expect(trpc).toBeInstanceOf(TRPCClientError);
    const { data, message } = trpc as { data?: { code?: string; httpStatus?: number }; message: string };
    expect({ code: data?.code, httpStatus: data?.httpStatus, message }).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      httpStatus: 503,
      message: SERVICE_UNAVAILABLE_MESSAGE,
    });
    const raw = await fetch(`${app.url}/api/trpc/world.list`, { headers: { authorization: `Bearer ${user.accessToken}` } });
    expect([raw.status, raw.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await raw.text()).not.toMatch(/ECONNREFUSED|stack|at .*\.ts/);

    const signIn = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'correct horse battery staple' }),
    });
    expect([signIn.status, signIn.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await signIn.json()).toEqual({ code: 503, error_code: 'unexpected_failure', msg: SERVICE_UNAVAILABLE_MESSAGE });
    // auth-js hears a failure worth retrying, not a wrong password.
    const { error } = await authClientFor(app.url).signInWithPassword({ email: user.email, password: 'correct horse battery staple' });
    expect(error?.status).toBe(503);

    await proxy.restore();
    let back = 0;
    for (let tries = 0; tries < 100 && back !== 200; tries++) {
      const response = await fetch(`${app.url}/api/worlds`, { headers: { 'x-api-key': key } });
      back = response.status;
      await response.arrayBuffer();
      if (back !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back).toBe(200);
    expect((await user.trpc.world.list.query()).map((world) => world.name)).toEqual(['Stillwater']);
  });
});
