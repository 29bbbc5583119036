import { AuthApiError, type GoTrueClient, AuthSessionMissingError, type Session } from '@supabase/auth-js';
import { AccessTokenVerifier, InvalidAccessTokenError } from '../access-token-verifier';
import { GOOD_PASSWORD, startAuthTestApp, type AuthTestApp, uniqueEmail } from '../auth-test-app.test-support';

describe('/auth/v1 sessions: refresh rotation and sign-out scopes', () => {
  let auth: AuthTestApp;

  beforeAll(async () => {
    auth = await startAuthTestApp();
  });
  afterAll(async () => {
    await auth.close();
  });

  async function newAccount(): Promise<string> {
    const email = uniqueEmail('sessions');
    const { error } = await auth.client().signUp({ email, password: GOOD_PASSWORD });
    if (error) throw error;
    return email;
  }

  /** One signed-in "device": a client with its own session. */
  async function signIn(email: string): Promise<{ client: GoTrueClient; session: Session }> {
    const client = auth.client();
    const { data, error } = await client.signInWithPassword({ email, password: GOOD_PASSWORD });
    if (error || !data.session) throw error ?? new Error('no session');
    return { client, session: data.session };
  }

  async function refreshWith(refreshToken: string): Promise<Response> {
    return auth.request('/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } });
  }

  async function isAccepted(accessToken: string): Promise<boolean> {
    return auth.app
      .get(AccessTokenVerifier)
      .verify(accessToken)
      .then(() => true)
      .catch((error: unknown) => {
        if (error instanceof InvalidAccessTokenError) return false;
        throw error;
      });
  }

  it('rotates the refresh token and keeps the session', async () => {
    const { client, session } = await signIn(await newAccount());

    const { data, error } = await client.refreshSession();

    expect(error).toBeNull();
    expect(data.session?.refresh_token).toEqual(expect.any(String));
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).not.toBe(session.access_token);
    expect(data.user?.id).toBe(session.user.id);
    expect(await isAccepted(data.session?.access_token ?? '')).toBe(true);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const { client, session: first } = await signIn(await newAccount());
    const second = (await client.refreshSession()).data.session;
    const third = (await client.refreshSession()).data.session;
    if (!second || !third) throw new Error('refresh failed');

    const reuse = await client.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error).toBeInstanceOf(AuthApiError);
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });

    const newest = await refreshWith(third.refresh_token);
    expect(newest.status).toBe(400);
    expect(await newest.json()).toMatchObject({ error_code: 'refresh_token_not_found' });
    expect(await isAccepted(third.access_token)).toBe(false);
  });

  it('refuses an unknown or missing refresh token', async () => {
    const unknown = await refreshWith('not-a-token-we-issued');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error_code: 'refresh_token_not_found' });

    const missing = await auth.request('/token?grant_type=refresh_token', { body: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error_code: 'validation_failed' });
  });

  it('scope local ends only this session', async () => {
    const email = await newAccount();
    const [a, b] = [await signIn(email), await signIn(email)];

    expect((await a.client.signOut({ scope: 'local' })).error).toBeNull();

    expect((await a.client.getSession()).data.session).toBeNull();
    expect(await isAccepted(a.session.access_token)).toBe(false);
    expect((await refreshWith(a.session.refresh_token)).status).toBe(400);
    expect(await isAccepted(b.session.access_token)).toBe(true);
    expect((await b.client.getUser()).data.user?.email).toBe(email);
  });

  it('scope others ends every other session of the user and keeps this one', async () => {
    const email = await newAccount();
    const [a, b, c] = [await signIn(email), await signIn(email), await signIn(email)];
    const stranger = await signIn(await newAccount());

    expect((await a.client.signOut({ scope: 'others' })).error).toBeNull();

    expect(await isAccepted(a.session.access_token)).toBe(true);
    expect((await a.client.getSession()).data.session).not.toBeNull();
    expect(await isAccepted(b.session.access_token)).toBe(false);
    expect(await isAccepted(c.session.access_token)).toBe(false);
    expect((await refreshWith(c.session.refresh_token)).status).toBe(400);
    expect(await isAccepted(stranger.session.access_token)).toBe(true);
    const { error } = await b.client.getUser();
    expect(error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('scope global ends every session of the user', async () => {
    const email = await newAccount();
    const [a, b] = [await signIn(email), await signIn(email)];
    const stranger = await signIn(await newAccount());

    expect((await a.client.signOut({ scope: 'global' })).error).toBeNull();

    for (const ended of [a, b]) {
      expect(await isAccepted(ended.session.access_token)).toBe(false);
      expect((await refreshWith(ended.session.refresh_token)).status).toBe(400);
    }
    expect(await isAccepted(stranger.session.access_token)).toBe(true);
  });

  it('logout answers 204 and needs a valid bearer token', async () => {
    const { session } = await signIn(await newAccount());

    const unauthenticated = await auth.request('/logout');
    expect(unauthenticated.status).toBe(401);
    expect(await unauthenticated.json()).toMatchObject({ error_code: 'no_authorization' });
    const badScope = await auth.request('/logout?scope=everywhere', { token: session.access_token });
    expect(badScope.status).toBe(400);

    const response = await auth.request('/logout?scope=local', { token: session.access_token });
    expect(response.status).toBe(204);
    const again = await auth.request('/logout?scope=local', { token: session.access_token });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ error_code: 'session_not_found' });
  });
});
