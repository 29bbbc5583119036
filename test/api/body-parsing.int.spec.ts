import { startTestApp, type TestApp } from '../support/test-app';

describe('a request body the app cannot parse', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(() => app.close());

  function postMalformedJson(path: string): Promise<Response> {
    return fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
  }

  it("is a 400 in GoTrue's error shape under /auth/v1, the one auth-js reads", async () => {
    const response = await postMalformedJson('/auth/v1/token?grant_type=password');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, error_code: 'bad_json', msg: 'Malformed JSON body' });
  });

  it('is a 400 in the public error shape under /api', async () => {
    const response = await postMalformedJson('/api/worlds');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON body', code: 'BAD_REQUEST' });
  });
});
