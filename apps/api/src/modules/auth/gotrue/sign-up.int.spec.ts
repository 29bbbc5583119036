import { AuthApiError, AuthWeakPasswordError } from '@supabase/auth-js';
import { decodeJwt } from 'jose';
import { GOOD_PASSWORD, startAuthTestApp, type AuthTestApp, uniqueEmail } from '../auth-test-app.test-support';

describe('POST /auth/v1/signup through auth-js', () => {
  let auth: AuthTestApp;

  beforeAll(async () => {
    auth = await startAuthTestApp();
  });
  afterAll(async () => {
    await auth.close();
  });

  it('signs a new user up and in at once, with GoTrue session and user fields', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await auth
      .client()
      .signUp({ email, password: GOOD_PASSWORD, options: { data: { name: 'Ada' } } });

    expect(error).toBeNull();
    const { session, user } = data;
    expect(session).not.toBeNull();
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session?.refresh_token).toEqual(expect.any(String));
    expect(session?.expires_at).toBe(decodeJwt(session?.access_token ?? '').exp);
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada' },
    });
    expect(user?.email_confirmed_at).toEqual(expect.any(String));
    expect(user?.identities).toEqual([
      expect.objectContaining({
        provider: 'email',
        user_id: user?.id,
        identity_data: expect.objectContaining({ email }),
      }),
    ]);
    expect(decodeJwt(session?.access_token ?? '')).toMatchObject({ sub: user?.id, email, role: 'authenticated' });
  });

  it('normalises the email, so the same address in another case is the same account', async () => {
    const email = uniqueEmail('case');
    const { data } = await auth.client().signUp({ email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD });
    expect(data.user?.email).toBe(email);

    const duplicate = await auth.client().signUp({ email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(duplicate.error).toBeInstanceOf(AuthApiError);
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    expect(duplicate.data.session).toBeNull();
  });

  it('refuses a weak password with the reasons auth-js hands to the caller', async () => {
    const { data, error } = await auth.client().signUp({ email: uniqueEmail('weak'), password: '12345' });

    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(data.user).toBeNull();
  });

  it('refuses a malformed email with a 400 in GoTrue shape', async () => {
    const { error } = await auth.client().signUp({ email: 'not-an-email', password: GOOD_PASSWORD });

    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error?.message).toMatch(/email/i);
  });

  it('answers 400, not 500, to bodies of the wrong shape', async () => {
    for (const body of [
      {},
      { email: 42, password: GOOD_PASSWORD },
      { email: uniqueEmail(), password: GOOD_PASSWORD, data: [1] },
    ]) {
      const response = await auth.request('/signup', { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 400,
        error_code: 'validation_failed',
        msg: expect.any(String),
      });
    }
  });
});

describe('POST /auth/v1/signup with AUTH_REQUIRE_EMAIL_CONFIRMATION=true', () => {
  let auth: AuthTestApp;

  beforeAll(async () => {
    auth = await startAuthTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true' });
  });
  afterAll(async () => {
    await auth.close();
  });

  it('returns the user without a session, and the user cannot sign in unconfirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    const client = auth.client();
    const { data, error } = await client.signUp({ email, password: GOOD_PASSWORD });

    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, aud: 'authenticated' });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await client.getSession()).data.session).toBeNull();

    const signIn = await client.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(signIn.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });
});
