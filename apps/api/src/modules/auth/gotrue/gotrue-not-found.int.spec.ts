import { startAuthTestApp, type AuthTestApp } from '../auth-test-app.test-support';

describe('unknown /auth/v1 routes', () => {
  let auth: AuthTestApp;

  beforeAll(async () => {
    auth = await startAuthTestApp();
  });
  afterAll(async () => {
    await auth.close();
  });

  it.each([
    ['POST', '/invite'],
    ['POST', '/magiclink'],
    ['GET', '/settings'],
    ['DELETE', '/user'],
    ['GET', ''],
    ['GET', '/factors/123/challenge'],
  ])('%s /auth/v1%s answers GoTrue 404', async (method, path) => {
    const response = await auth.request(path, { method, body: method === 'GET' ? undefined : {} });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, error_code: 'not_found', msg: 'Not Found' });
  });
});
