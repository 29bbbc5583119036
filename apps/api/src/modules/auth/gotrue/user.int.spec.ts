import { AuthApiError, type GoTrueClient, AuthWeakPasswordError, type Session } from '@supabase/auth-js';
import { GOOD_PASSWORD, startAuthTestApp, type AuthTestApp, uniqueEmail } from '../auth-test-app.test-support';

describe('GET and PUT /auth/v1/user through auth-js', () => {
  let auth: AuthTestApp;

  beforeAll(async () => {
    auth = await startAuthTestApp();
  });
  afterAll(async () => {
    await auth.close();
  });

  async function signedUp(metadata: Record<string, unknown> = {}): Promise<{ client: GoTrueClient; session: Session }> {
    const client = auth.client();
    const { data, error } = await client.signUp({
      email: uniqueEmail('user'),
      password: GOOD_PASSWORD,
      options: { data: metadata },
    });
    if (error || !data.session) throw error ?? new Error('no session');
    return { client, session: data.session };
  }

  it('reads the signed-in user', async () => {
    const { client, session } = await signedUp({ name: 'Ada' });

    const { data, error } = await client.getUser();

    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: session.user.id,
      email: session.user.email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { name: 'Ada' },
      app_metadata: { provider: 'email', providers: ['email'] },
      identities: [expect.objectContaining({ identity_id: session.user.identities?.[0]?.identity_id })],
    });
  });

  it('answers GoTrue errors to a missing or forged bearer token', async () => {
    const missing = await auth.request('/user', { method: 'GET' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 401, error_code: 'no_authorization' });

    const forged = await auth.client().getUser('not.a.jwt');
    expect(forged.error).toBeInstanceOf(AuthApiError);
    expect(forged.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('merges data into user_metadata, removing keys sent as null', async () => {
    const { client } = await signedUp({ name: 'Ada', theme: 'dark' });

    const { data, error } = await client.updateUser({ data: { theme: null, title: 'Countess' } });

    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ name: 'Ada', title: 'Countess' });
    expect((await client.getUser()).data.user?.user_metadata).toEqual({ name: 'Ada', title: 'Countess' });
  });

  it('changes the email (normalised), refusing one that another account has', async () => {
    const { client } = await signedUp();
    const other = await signedUp();
    const newEmail = uniqueEmail('renamed');

    const { data, error } = await client.updateUser({ email: ` ${newEmail.toUpperCase()}` });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(newEmail);

    const taken = await client.updateUser({ email: other.session.user.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    expect((await client.getUser()).data.user?.email).toBe(newEmail);
  });

  it('changes the password: the new one signs in, the old one no longer does, other sessions end', async () => {
    const { client, session } = await signedUp();
    const email = session.user.email ?? '';
    const elsewhere = auth.client();
    await elsewhere.signInWithPassword({ email, password: GOOD_PASSWORD });
    const newPassword = `${GOOD_PASSWORD} 2`;

    expect((await client.updateUser({ password: newPassword })).error).toBeNull();

    expect((await auth.client().signInWithPassword({ email, password: GOOD_PASSWORD })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    expect((await auth.client().signInWithPassword({ email, password: newPassword })).error).toBeNull();
    expect((await client.getUser()).error).toBeNull();
    expect((await elsewhere.getUser()).data.user).toBeNull();
  });

  it('refuses a weak or unchanged password', async () => {
    const { client } = await signedUp();

    const weak = await client.updateUser({ password: 'abc' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, reasons: ['length'] });

    const same = await client.updateUser({ password: GOOD_PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('answers 400 to an update of the wrong shape', async () => {
    const { session } = await signedUp();
    for (const body of [{ data: 'text' }, { email: 'nope' }, { password: 12 }]) {
      const response = await auth.request('/user', { method: 'PUT', token: session.access_token, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    }
  });
});
