import { type GoTrueClient } from '@supabase/auth-js';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { type AuthTestApp, GOOD_PASSWORD, startAuthTestApp, uniqueEmail } from '../auth-test-app.test-support';

/** The code an authenticator app shows for `secret`, `stepOffset` periods from now. */
function totpCode(secret: string, stepOffset = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepOffset * 30_000 });
}

describe('TOTP MFA through auth-js (/auth/v1/factors)', () => {
  let auth: AuthTestApp;

  beforeAll(async () => {
    auth = await startAuthTestApp();
  });
  afterAll(async () => {
    await auth.close();
  });

  async function signedUpClient(): Promise<{ client: GoTrueClient; email: string }> {
    const email = uniqueEmail('mfa');
    const client = auth.client();
    const { error } = await client.signUp({ email, password: GOOD_PASSWORD });
    if (error) throw error;
    return { client, email };
  }

  async function enrolledAndVerified(client: GoTrueClient): Promise<{ factorId: string; secret: string; usedCode: string }> {
    const enrolled = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    if (enrolled.error) throw enrolled.error;
    const { id: factorId, totp } = enrolled.data;
    const usedCode = totpCode(totp.secret);
    const verified = await client.mfa.challengeAndVerify({ factorId, code: usedCode });
    if (verified.error) throw verified.error;
    return { factorId, secret: totp.secret, usedCode };
  }

  it('enrolls a factor with a secret, an otpauth URI and an SVG QR code, unverified until a code proves it', async () => {
    const { client, email } = await signedUpClient();
    const { data, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });

    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'phone' });
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(data?.totp.uri).toBe(
      `otpauth://totp/Worldloom:${encodeURIComponent(email)}?issuer=Worldloom&secret=${data?.totp.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const listed = await client.mfa.listFactors();
    expect(listed.data?.all).toEqual([expect.objectContaining({ id: data?.id, status: 'unverified', factor_type: 'totp' })]);
    expect(listed.data?.totp).toEqual([]);

    const duplicate = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it('verifies a challenge: the session becomes aal2 with totp in amr, and MFA_CHALLENGE_VERIFIED fires', async () => {
    const { client } = await signedUpClient();
    const events: string[] = [];
    client.onAuthStateChange((event) => events.push(event));
    const before = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const { factorId } = await enrolledAndVerified(client);

    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    const after = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const methods = after.data?.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method));
    expect(methods).toEqual(['password', 'totp']);
    expect((await client.mfa.listFactors()).data?.totp).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);

    // A refresh keeps the level.
    const refreshed = await client.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '')).toMatchObject({ aal: 'aal2' });
  });

  it('asks for the second factor after the password: aal1 with nextLevel aal2 until a code is verified', async () => {
    const { client, email } = await signedUpClient();
    const { factorId, secret } = await enrolledAndVerified(client);

    const again = auth.client();
    const signIn = await again.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(signIn.error).toBeNull();
    expect((await again.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const challenge = await again.mfa.challenge({ factorId });
    expect(challenge.data).toMatchObject({ type: 'totp', expires_at: expect.any(Number) });
    // The code of the enrolment was spent; the next period's one is still within the allowed drift.
    const verified = await again.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: totpCode(secret, 1) });
    expect(verified.error).toBeNull();
    expect((await again.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  });

  it('refuses a wrong code, a replayed code, an unknown factor and another user\'s factor', async () => {
    const { client } = await signedUpClient();
    const { factorId, usedCode } = await enrolledAndVerified(client);

    const challenge = await client.mfa.challenge({ factorId });
    const wrong = usedCode === '123456' ? '654321' : '123456';
    expect((await client.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: wrong })).error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    // The enrolment's code, still inside the allowed drift, cannot prove the factor a second time.
    expect((await client.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: usedCode })).error).toMatchObject({
      code: 'mfa_verification_failed',
    });

    expect((await client.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' })).error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
    });
    expect((await client.mfa.challenge({ factorId: 'not-a-uuid' })).error).toMatchObject({ status: 404 });
    const { client: stranger } = await signedUpClient();
    expect((await stranger.mfa.challenge({ factorId })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('refuses a challenge older than five minutes', async () => {
    const { client } = await signedUpClient();
    const { factorId, secret } = await enrolledAndVerified(client);
    const challenge = await client.mfa.challenge({ factorId });
    await auth.db.pool.query(`UPDATE auth_mfa_challenges SET created_at = now() - interval '6 minutes' WHERE id = $1`, [
      challenge.data?.id,
    ]);
    const { error } = await client.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: totpCode(secret, 1) });
    expect(error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  it('unenrolls: a verified factor only from an aal2 session', async () => {
    const { client, email } = await signedUpClient();
    const { factorId } = await enrolledAndVerified(client);

    const aal1 = auth.client();
    await aal1.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect((await aal1.mfa.unenroll({ factorId })).error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const removed = await client.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    expect((await client.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('answers 400 to enrolment of another factor type, and 401 without a session', async () => {
    const { client } = await signedUpClient();
    const token = (await client.getSession()).data.session?.access_token;
    const phone = await auth.request('/factors', { body: { factor_type: 'phone', phone: '+15550000000' }, token });
    expect(phone.status).toBe(400);
    expect(await phone.json()).toMatchObject({ error_code: 'validation_failed', msg: 'factor_type needs to be totp' });
    const anonymous = await auth.request('/factors', { body: { factor_type: 'totp' } });
    expect(anonymous.status).toBe(401);
  });
});
