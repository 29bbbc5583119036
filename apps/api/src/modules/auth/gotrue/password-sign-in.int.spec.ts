import { AuthApiError } from '@supabase/auth-js';
import { GOOD_PASSWORD, startAuthTestApp, type AuthTestApp, uniqueEmail } from '../auth-test-app.test-support';

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

describe('POST /auth/v1/token?grant_type=password through auth-js', () => {
  let auth: AuthTestApp;
  const email = uniqueEmail('signin');

  beforeAll(async () => {
    auth = await startAuthTestApp();
    const { error } = await auth.client().signUp({ email, password: GOOD_PASSWORD });
    if (error) throw error;
  });
  afterAll(async () => {
    await auth.close();
  });

  it('signs in with the right password, in any letter case of the email', async () => {
    const client = auth.client();
    const { data, error } = await client.signInWithPassword({ email: email.toUpperCase(), password: GOOD_PASSWORD });

    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, identities: [expect.objectContaining({ provider: 'email' })] });
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect((await client.getSession()).data.session?.user.email).toBe(email);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    for (const credentials of [
      { email, password: `${GOOD_PASSWORD}!` },
      { email: uniqueEmail('nobody'), password: GOOD_PASSWORD },
    ]) {
      const { data, error } = await auth.client().signInWithPassword(credentials);
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
      expect(data.session).toBeNull();
    }
  });

  it('answers a session that no cache may keep', async () => {
    const response = await auth.request('/token?grant_type=password', { body: { email, password: GOOD_PASSWORD } });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ token_type: 'bearer', user: { email } });
  });

  it('answers GoTrue-shaped JSON to a wrong password', async () => {
    const response = await auth.request('/token?grant_type=password', { body: { email, password: 'wrong password' } });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('refuses a missing email or password with the message auth-js uses', async () => {
    const { error } = await auth.client().signInWithPassword({ email: '', password: '' });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, message: MISSING_CREDENTIALS });

    for (const body of [{}, { email }, { password: GOOD_PASSWORD }, { email: 7, password: GOOD_PASSWORD }]) {
      const response = await auth.request('/token?grant_type=password', { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400, msg: MISSING_CREDENTIALS });
    }
  });

  it('refuses an unsupported grant type', async () => {
    for (const query of ['?grant_type=client_credentials', '']) {
      const response = await auth.request(`/token${query}`, { body: { email, password: GOOD_PASSWORD } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    }
  });
});
