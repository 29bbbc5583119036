import { AuthWeakPasswordError } from '@supabase/auth-js';
import { SignJWT, generateKeyPair, decodeProtectedHeader } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { type MailReceiver, startMailReceiver } from '../support/mail-receiver';
import { authClientFor, startTestApp, type TestApp, trpcClientFor } from '../support/test-app';

const PASSWORD = 'correct horse battery staple';

function totpCode(secret: string, stepOffset = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepOffset * 30_000,
  });
}

let counter = 0;
function newEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Date.now()}@example.test`;
}

describe('accounts people can trust, through the whole app', () => {
  let receiver: MailReceiver;
  let app: TestApp;

  beforeAll(async () => {
    receiver = await startMailReceiver();
    app = await startTestApp({ AUTH_SECURE_PASSWORD_CHANGE: 'true' }, undefined, { smtpUrl: receiver.url });
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  async function signedUp(label: string) {
    const email = newEmail(label);
    const client = authClientFor(app.url);
    const { data, error } = await client.signUp({ email, password: PASSWORD });
    if (error || !data.session) throw error ?? new Error('no session');
    return { email, client };
  }

  it('requires aal2 on the API for a user with a verified factor, and serves them once the code is given', async () => {
    const { email, client } = await signedUp('aal2');
    const enrolled = await client.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled.data?.id ?? '';
    const secret = enrolled.data?.totp.secret ?? '';
    expect((await client.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error).toBeNull();
    const aal2Token = (await client.getSession()).data.session?.access_token ?? null;
    await expect(trpcClientFor(app.url, aal2Token).world.list.query()).resolves.toEqual([]);

    const again = authClientFor(app.url);
    const signIn = await again.signInWithPassword({ email, password: PASSWORD });
    const aal1Token = signIn.data.session?.access_token ?? null;
    await expect(trpcClientFor(app.url, aal1Token).world.list.query()).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED' },
    });
    // /auth/v1 still serves the aal1 session: that is how the second factor is reached.
    expect((await again.getUser()).error).toBeNull();

    const challenge = await again.mfa.challenge({ factorId });
    const verified = await again.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: totpCode(secret, 1) });
    expect(verified.error).toBeNull();
    await expect(trpcClientFor(app.url, verified.data?.access_token ?? null).world.list.query()).resolves.toEqual([]);
  });

  it('lets a user without a factor use the API at aal1', async () => {
    const { client } = await signedUp('aal1');
    const token = (await client.getSession()).data.session?.access_token ?? null;
    await expect(trpcClientFor(app.url, token).world.list.query()).resolves.toEqual([]);
  });

  it('changes a password only with the nonce /reauthenticate mails, when AUTH_SECURE_PASSWORD_CHANGE=true', async () => {
    const { email, client } = await signedUp('reauth');
    const newPassword = `${PASSWORD} anew`;

    expect((await client.updateUser({ password: newPassword })).error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
    });
    expect((await client.reauthenticate()).error).toBeNull();
    const mail = await receiver.nextMail(email);
    expect(mail.subject).toBe('Confirm your Worldloom password change');
    const nonce = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    const wrong = nonce === '000000' ? '000001' : '000000';
    expect((await client.updateUser({ password: newPassword, nonce: wrong })).error).toMatchObject({
      code: 'reauthentication_not_valid',
    });
    expect((await client.updateUser({ password: newPassword, nonce })).error).toBeNull();
    expect((await authClientFor(app.url).signInWithPassword({ email, password: newPassword })).error).toBeNull();
    // Single use.
    expect((await client.updateUser({ password: `${newPassword} again`, nonce })).error).toMatchObject({
      code: 'reauthentication_not_valid',
    });
  });

  it('lets a fresh recovery session set a new password without a nonce: the link proved the mailbox', async () => {
    const { email } = await signedUp('recovered');
    expect((await authClientFor(app.url).resetPasswordForEmail(email)).error).toBeNull();
    const token = new URL((await receiver.nextMail(email)).links[0] ?? '').searchParams.get('token') ?? '';
    const client = authClientFor(app.url);
    expect((await client.verifyOtp({ token_hash: token, type: 'recovery' })).error).toBeNull();
    const newPassword = `${PASSWORD} recovered`;
    expect((await client.updateUser({ password: newPassword })).error).toBeNull();
    expect((await authClientFor(app.url).signInWithPassword({ email, password: newPassword })).error).toBeNull();
  });

  it('signs out everywhere with scope=global', async () => {
    const { email, client } = await signedUp('global');
    const other = authClientFor(app.url);
    const otherSession = (await other.signInWithPassword({ email, password: PASSWORD })).data.session;
    expect((await client.signOut({ scope: 'global' })).error).toBeNull();
    const response = await fetch(`${app.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${otherSession?.access_token ?? ''}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('refuses weak passwords with GoTrue weak_password and its reasons', async () => {
    const client = authClientFor(app.url);
    const common = await client.signUp({ email: newEmail('weak'), password: '123456' });
    expect(common.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(common.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    const pwned = await client.signUp({ email: newEmail('weak'), password: 'password1' });
    expect(pwned.error).toMatchObject({
      code: 'weak_password',
      reasons: ['pwned'],
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    });
  });

  it('answers a forged token with GoTrue bad_jwt words, never the JWT library text', async () => {
    const { client } = await signedUp('forged');
    const real = (await client.getSession()).data.session?.access_token ?? '';
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ role: 'authenticated', session_id: crypto.randomUUID(), email: 'x@example.test' })
      .setProtectedHeader({ alg: 'ES256', kid: decodeProtectedHeader(real).kid ?? '' })
      .setSubject(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    for (const token of [forged, 'not.a.jwt']) {
      const response = await fetch(`${app.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(403);
      const body = (await response.json()) as { error_code: string; msg: string };
      expect(body.error_code).toBe('bad_jwt');
      expect(body.msg).toMatch(/^invalid JWT: unable to parse or verify signature, token (signature is invalid|is malformed)/);
      expect(body.msg).not.toMatch(/signature verification failed|Invalid Compact JWS|JWS|JWT Claims/);
    }
  });

  it('answers /sso and /authorize with GoTrue "not enabled" errors, not 404', async () => {
    const sso = await fetch(`${app.url}/auth/v1/sso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'example.test' }),
    });
    expect(sso.status).toBe(404);
    expect(await sso.json()).toEqual({ code: 404, error_code: 'saml_provider_disabled', msg: 'SAML 2.0 is disabled' });
    const authorize = await fetch(`${app.url}/auth/v1/authorize?provider=github`);
    expect(authorize.status).toBe(400);
    expect(await authorize.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });

  it('answers the other sign-in methods it does not offer as GoTrue does with them switched off', async () => {
    const client = authClientFor(app.url);
    const idToken = await client.signInWithIdToken({ provider: 'google', token: 'id-token' });
    expect(idToken.error).toMatchObject({ status: 400, message: 'Unsupported provider: provider is not enabled' });
    const web3 = await fetch(`${app.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chain: 'solana' }),
    });
    expect(await web3.json()).toEqual({ code: 400, error_code: 'web3_provider_disabled', msg: 'Web3 provider is disabled' });

    const { client: signedIn } = await signedUp('link');
    const link = await signedIn.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });

    const phone = await client.verifyOtp({ phone: '+15550001111', token: '123456', type: 'sms' });
    expect(phone.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

describe('mails per address and per hour', () => {
  let receiver: MailReceiver;
  let app: TestApp;

  beforeAll(async () => {
    receiver = await startMailReceiver();
    app = await startTestApp({ AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '2' }, undefined, { smtpUrl: receiver.url });
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it('refuses a third mail to one address within the hour with over_email_send_rate_limit, others unaffected', async () => {
    const email = newEmail('limited');
    const client = authClientFor(app.url);
    expect((await client.signInWithOtp({ email })).error).toBeNull();
    expect((await client.signInWithOtp({ email })).error).toBeNull();
    const third = await client.signInWithOtp({ email });
    expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
    expect(receiver.pending(email)).toHaveLength(2);
    // The link of the last mail that went out still works.
    const last = receiver.pending(email)[1];
    const code = /\b(\d{6})\b/.exec(last?.text ?? '')?.[1] ?? '';
    expect((await client.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();

    expect((await client.signInWithOtp({ email: newEmail('other') })).error).toBeNull();
  });
});
