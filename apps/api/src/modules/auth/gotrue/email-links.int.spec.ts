import { AuthApiError } from '@supabase/auth-js';
import { decodeJwt } from 'jose';
import { type MailReceiver, startMailReceiver } from '#test/support/mail-receiver';
import {
  type AuthTestApp,
  followLink,
  GOOD_PASSWORD,
  startAuthTestApp,
  uniqueEmail,
} from '../auth-test-app.test-support';

const REDIRECT = 'http://auth.test/app';

describe('/auth/v1 by mail: confirmation, recovery, magic link and code', () => {
  let receiver: MailReceiver;
  let auth: AuthTestApp;

  beforeAll(async () => {
    receiver = await startMailReceiver();
    auth = await startAuthTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true', SMTP_URL: receiver.url });
  });
  afterAll(async () => {
    await auth.close();
    await receiver.close();
  });

  describe('sign-up confirmation', () => {
    it('mails a link that confirms the address and signs in through the redirect fragment', async () => {
      const email = uniqueEmail('confirm');
      const client = auth.client();
      const signUp = await client.signUp({ email, password: GOOD_PASSWORD, options: { emailRedirectTo: REDIRECT } });
      expect(signUp.error).toBeNull();
      expect(signUp.data.session).toBeNull();

      const mail = await receiver.nextMail(email);
      expect(mail.subject).toBe('Confirm your Worldloom account');
      expect(mail.html).toContain('Confirm my address');
      const [link] = mail.links;
      expect(new URL(link ?? '').searchParams.get('type')).toBe('signup');
      expect(new URL(link ?? '').searchParams.get('redirect_to')).toBe(REDIRECT);

      const followed = await followLink(auth, link ?? '');
      expect(followed.status).toBe(303);
      expect(`${followed.location.origin}${followed.location.pathname}`).toBe(REDIRECT);
      expect(followed.fragment.get('type')).toBe('signup');
      expect(followed.fragment.get('token_type')).toBe('bearer');
      const accessToken = followed.fragment.get('access_token') ?? '';
      expect(decodeJwt(accessToken)).toMatchObject({ email, aal: 'aal1', amr: [expect.objectContaining({ method: 'otp' })] });

      // What auth-js's detectSessionInUrl does with the fragment: a session whose user is now confirmed.
      const restored = await client.setSession({
        access_token: accessToken,
        refresh_token: followed.fragment.get('refresh_token') ?? '',
      });
      expect(restored.error).toBeNull();
      expect(restored.data.user?.email_confirmed_at).toEqual(expect.any(String));
      expect((await auth.client().signInWithPassword({ email, password: GOOD_PASSWORD })).error).toBeNull();
    });

    it('refuses the same link twice, redirecting with GoTrue error fragment', async () => {
      const email = uniqueEmail('reuse');
      await auth.client().signUp({ email, password: GOOD_PASSWORD, options: { emailRedirectTo: REDIRECT } });
      const [link] = (await receiver.nextMail(email)).links;

      expect((await followLink(auth, link ?? '')).fragment.get('access_token')).toEqual(expect.any(String));
      const again = await followLink(auth, link ?? '');
      expect(again.status).toBe(303);
      expect(Object.fromEntries(again.fragment)).toEqual({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
    });

    it('resends a working link, and the earlier one stops working', async () => {
      const email = uniqueEmail('resend');
      await auth.client().signUp({ email, password: GOOD_PASSWORD });
      const [first] = (await receiver.nextMail(email)).links;

      const resent = await auth.client().resend({ type: 'signup', email, options: { emailRedirectTo: REDIRECT } });
      expect(resent.error).toBeNull();
      const [second] = (await receiver.nextMail(email)).links;
      expect(second).not.toBe(first);

      expect((await followLink(auth, first ?? '')).fragment.get('error_code')).toBe('otp_expired');
      expect((await followLink(auth, second ?? '')).fragment.get('access_token')).toEqual(expect.any(String));
    });

    it('confirms through auth-js verifyOtp with the link token as token_hash', async () => {
      const email = uniqueEmail('token-hash');
      await auth.client().signUp({ email, password: GOOD_PASSWORD });
      const token = new URL((await receiver.nextMail(email)).links[0] ?? '').searchParams.get('token') ?? '';

      const client = auth.client();
      const events: string[] = [];
      client.onAuthStateChange((event) => events.push(event));
      const { data, error } = await client.verifyOtp({ token_hash: token, type: 'signup' });
      expect(error).toBeNull();
      expect(data.session?.user.email).toBe(email);
      expect(events).toContain('SIGNED_IN');
    });

    it('sends the browser to PUBLIC_URL, never to a redirect_to of another origin', async () => {
      const email = uniqueEmail('open-redirect');
      await auth.client().signUp({ email, password: GOOD_PASSWORD, options: { emailRedirectTo: 'https://evil.test/steal' } });
      const followed = await followLink(auth, (await receiver.nextMail(email)).links[0] ?? '');
      expect(followed.location.origin).toBe('http://auth.test');
      expect(followed.fragment.get('access_token')).toEqual(expect.any(String));
    });

    it('sends nothing on resend for an unknown or already confirmed address, with the same answer', async () => {
      const unknown = uniqueEmail('nobody');
      const response = await auth.request('/resend', { body: { type: 'signup', email: unknown } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
      await expect(receiver.nextMail(unknown, { timeoutMs: 300 })).rejects.toThrow(/no mail/);
    });
  });

  describe('password recovery', () => {
    async function confirmedUser(label: string): Promise<string> {
      const email = uniqueEmail(label);
      await auth.client().signUp({ email, password: GOOD_PASSWORD });
      await followLink(auth, (await receiver.nextMail(email)).links[0] ?? '');
      return email;
    }

    it('mails a reset link whose session fires PASSWORD_RECOVERY and can set a new password', async () => {
      const email = await confirmedUser('recover');
      const other = await auth.client().signInWithPassword({ email, password: GOOD_PASSWORD });
      const otherToken = other.data.session?.access_token;

      expect((await auth.client().resetPasswordForEmail(email, { redirectTo: REDIRECT })).error).toBeNull();
      const mail = await receiver.nextMail(email);
      expect(mail.subject).toBe('Reset your Worldloom password');
      const token = new URL(mail.links[0] ?? '').searchParams.get('token') ?? '';

      const client = auth.client();
      const events: string[] = [];
      client.onAuthStateChange((event) => events.push(event));
      const verified = await client.verifyOtp({ token_hash: token, type: 'recovery' });
      expect(verified.error).toBeNull();
      expect(events).toContain('PASSWORD_RECOVERY');
      expect(decodeJwt(verified.data.session?.access_token ?? '').amr).toEqual([expect.objectContaining({ method: 'recovery' })]);

      const newPassword = `${GOOD_PASSWORD} renewed`;
      expect((await client.updateUser({ password: newPassword })).error).toBeNull();
      expect((await auth.client().signInWithPassword({ email, password: GOOD_PASSWORD })).error).toMatchObject({
        code: 'invalid_credentials',
      });
      expect((await auth.client().signInWithPassword({ email, password: newPassword })).error).toBeNull();
      // The new password ended the sessions that knew the old one.
      const stale = await auth.request('/user', { method: 'GET', token: otherToken });
      expect(stale.status).toBe(403);
      expect(await stale.json()).toMatchObject({ error_code: 'session_not_found' });
    });

    it('follows a recovery link to the redirect with type=recovery in the fragment', async () => {
      const email = await confirmedUser('recover-link');
      await auth.client().resetPasswordForEmail(email, { redirectTo: REDIRECT });
      const followed = await followLink(auth, (await receiver.nextMail(email)).links[0] ?? '');
      expect(followed.fragment.get('type')).toBe('recovery');
      expect(followed.fragment.get('access_token')).toEqual(expect.any(String));
    });

    it('answers the same for an unknown address, and mails nothing', async () => {
      const unknown = uniqueEmail('ghost');
      const { data, error } = await auth.client().resetPasswordForEmail(unknown);
      expect(error).toBeNull();
      expect(data).toEqual({});
      await expect(receiver.nextMail(unknown, { timeoutMs: 300 })).rejects.toThrow(/no mail/);
    });
  });

  describe('magic link and one-time code', () => {
    it('mails a link and a 6-digit code; the code signs in once', async () => {
      const email = uniqueEmail('otp');
      expect((await auth.client().signInWithOtp({ email, options: { emailRedirectTo: REDIRECT } })).error).toBeNull();
      const mail = await receiver.nextMail(email);
      expect(mail.subject).toBe('Your Worldloom sign-in link');
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);

      const client = auth.client();
      const { data, error } = await client.verifyOtp({ email, token: code, type: 'email' });
      expect(error).toBeNull();
      expect(data.session?.user.email).toBe(email);
      expect(data.user?.email_confirmed_at).toEqual(expect.any(String));

      const reused = await auth.client().verifyOtp({ email, token: code, type: 'email' });
      expect(reused.error).toBeInstanceOf(AuthApiError);
      expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    });

    it('signs in by the magic link, which is then spent along with its code', async () => {
      const email = uniqueEmail('magic');
      await auth.client().signInWithOtp({ email });
      const mail = await receiver.nextMail(email);
      const followed = await followLink(auth, mail.links[0] ?? '');
      expect(followed.fragment.get('type')).toBe('magiclink');
      expect(decodeJwt(followed.fragment.get('access_token') ?? '').amr).toEqual([
        expect.objectContaining({ method: 'magiclink' }),
      ]);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
      expect((await auth.client().verifyOtp({ email, token: code, type: 'magiclink' })).error).toMatchObject({
        code: 'otp_expired',
      });
    });

    it('refuses a wrong code, and a code of another purpose', async () => {
      const email = uniqueEmail('wrong-code');
      await auth.client().signInWithOtp({ email });
      const code = /\b(\d{6})\b/.exec((await receiver.nextMail(email)).text)?.[1] ?? '';
      const wrong = code === '000000' ? '000001' : '000000';
      expect((await auth.client().verifyOtp({ email, token: wrong, type: 'email' })).error).toMatchObject({
        code: 'otp_expired',
      });
      expect((await auth.client().verifyOtp({ email, token: code, type: 'recovery' })).error).toMatchObject({
        code: 'otp_expired',
      });
      expect((await auth.client().verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
    });

    it('does not create an account when shouldCreateUser is false', async () => {
      const email = uniqueEmail('no-create');
      const { error } = await auth.client().signInWithOtp({ email, options: { shouldCreateUser: false } });
      expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
      await expect(receiver.nextMail(email, { timeoutMs: 300 })).rejects.toThrow(/no mail/);
    });

    it('answers 400, not 500, to malformed verify and otp bodies', async () => {
      for (const [path, body] of [
        ['/verify', {}],
        ['/verify', { type: 'invite', token_hash: 'x' }],
        ['/verify', { type: 'email', token: '123456' }],
        ['/otp', { email: 'not-an-email' }],
        ['/otp', { phone: '+15550000000' }],
        ['/recover', { email: 42 }],
        ['/resend', { type: 'sms', email: 'a@b.test' }],
      ] as const) {
        const response = await auth.request(path, { body });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
      }
      const badLink = await auth.request('/verify?type=nope&token=x', { method: 'GET' });
      expect(badLink.status).toBe(400);
    });
  });
});

describe('/auth/v1 links that expire', () => {
  let receiver: MailReceiver;
  let auth: AuthTestApp;

  beforeAll(async () => {
    receiver = await startMailReceiver();
    auth = await startAuthTestApp({ SMTP_URL: receiver.url, AUTH_EMAIL_LINK_TTL_SECONDS: '60' });
  });
  afterAll(async () => {
    await auth.close();
    await receiver.close();
  });

  it('refuses a link and a code past AUTH_EMAIL_LINK_TTL_SECONDS', async () => {
    const email = uniqueEmail('expired');
    await auth.client().signInWithOtp({ email });
    const mail = await receiver.nextMail(email);
    expect(mail.text).toContain('for 1 minute.');
    await auth.db.pool.query(`UPDATE auth_one_time_tokens SET expires_at = now() - interval '1 second'`);

    expect((await followLink(auth, mail.links[0] ?? '')).fragment.get('error_code')).toBe('otp_expired');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect((await auth.client().verifyOtp({ email, token: code, type: 'email' })).error).toMatchObject({
      code: 'otp_expired',
    });
  });

  it('stores tokens hashed: neither the link token nor the code is in the database', async () => {
    const email = uniqueEmail('hashed');
    await auth.client().signInWithOtp({ email });
    const mail = await receiver.nextMail(email);
    const token = new URL(mail.links[0] ?? '').searchParams.get('token') ?? '';
    const { rows } = await auth.db.pool.query<{ dump: string }>(`SELECT row_to_json(t)::text AS dump FROM auth_one_time_tokens t`);
    const dump = rows.map((row) => row.dump).join('\n');
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(Buffer.from(token).toString('hex'));
  });
});
