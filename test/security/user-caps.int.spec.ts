import { TRPCClientError } from '@trpc/client';
import { signUpUser, startTestApp, type TestApp } from '../support/test-app';

describe('per-user caps on worlds and API keys', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ MAX_WORLDS_PER_USER: '2', MAX_API_KEYS_PER_USER: '2' });
  });

  afterAll(() => app?.close());

  it('refuses a world past MAX_WORLDS_PER_USER with 409 CONFLICT and a clear message, on both faces; others are unaffected', async () => {
    const user = await signUpUser(app.url);
    const { key } = await user.trpc.auth.apiKeys.create.mutate({ name: 'worlds' });
    await user.trpc.world.create.mutate({ name: 'One', description: 'The first' });
    const second = await fetch(`${app.url}/api/worlds`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Two', description: 'The second' }),
    });
    expect(second.status).toBe(201);

    const third = await fetch(`${app.url}/api/worlds`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Three', description: 'One too many' }),
    });
    expect(third.status).toBe(409);
    expect(await third.json()).toEqual({ error: 'You have 2 worlds, the most one account may have (2): no more can be created.', code: 'CONFLICT' });
    const viaTrpc = await user.trpc.world.create.mutate({ name: 'Three', description: 'Again' }).catch((error: unknown) => error);
    expect(viaTrpc).toBeInstanceOf(TRPCClientError);
    expect(viaTrpc).toMatchObject({ data: { code: 'CONFLICT', domainCode: 'WORLD.LIMIT_REACHED' } });
    expect(await user.trpc.world.list.query()).toHaveLength(2);

    const other = await signUpUser(app.url);
    await expect(other.trpc.world.create.mutate({ name: 'Elsewhere', description: 'Another account' })).resolves.toMatchObject({ name: 'Elsewhere' });
  });

  it('refuses an API key past MAX_API_KEYS_PER_USER active keys with CONFLICT; revoking one makes room', async () => {
    const user = await signUpUser(app.url);
    const first = await user.trpc.auth.apiKeys.create.mutate({ name: 'first' });
    await user.trpc.auth.apiKeys.create.mutate({ name: 'second' });
    const refusal = await user.trpc.auth.apiKeys.create.mutate({ name: 'third' }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      message: 'You have 2 active API keys, the most one account may hold (2); revoke one to create another.',
      data: { code: 'CONFLICT', domainCode: 'API_KEY.LIMIT_REACHED' },
    });
    await user.trpc.auth.apiKeys.revoke.mutate({ keyId: first.id });
    await expect(user.trpc.auth.apiKeys.create.mutate({ name: 'third' })).resolves.toMatchObject({ name: 'third' });
  });
});
