import type { Session } from '@supabase/auth-js';
import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  type JWK,
  jwtVerify,
  SignJWT,
} from 'jose';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { AccessTokenVerifier, InvalidAccessTokenError } from './access-token-verifier';
import { GOOD_PASSWORD, startAuthTestApp, type AuthTestApp, uniqueEmail } from './auth-test-app.test-support';

const ISSUER = 'http://auth.test/auth/v1';

describe('AccessTokenVerifier and /auth/v1/.well-known/jwks.json', () => {
  let auth: AuthTestApp;
  let verifier: AccessTokenVerifier;

  beforeAll(async () => {
    auth = await startAuthTestApp();
    verifier = auth.app.get(AccessTokenVerifier);
  });
  afterAll(async () => {
    await auth.close();
  });

  async function signedUp(): Promise<Session> {
    const { data, error } = await auth.client().signUp({ email: uniqueEmail('verifier'), password: GOOD_PASSWORD });
    if (error || !data.session) throw error ?? new Error('no session');
    return data.session;
  }

  /** Signs `claims` with the service's own private key, read from the database, as only a forger with it could. */
  async function signWithStoredKey(claims: Record<string, unknown>, expiresAt: number): Promise<string> {
    const { rows } = await auth.db.pool.query<{ kid: string; private_jwk: JWK }>(
      `SELECT kid, private_jwk FROM auth_signing_keys WHERE is_current`,
    );
    const [key] = rows;
    if (!key) throw new Error('no signing key');
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setIssuer(ISSUER)
      .setAudience('authenticated')
      .setIssuedAt(expiresAt - 60)
      .setExpirationTime(expiresAt)
      .sign(await importJWK(key.private_jwk, 'ES256'));
  }

  function rejection(token: string): Promise<InvalidAccessTokenError> {
    return verifier.verify(token).then(
      () => {
        throw new Error('the token was accepted');
      },
      (error: unknown) => {
        if (error instanceof InvalidAccessTokenError) return error;
        throw error;
      },
    );
  }

  it('serves a public ES256 key set that verifies access tokens with jose', async () => {
    const session = await signedUp();
    const response = await auth.request('/.well-known/jwks.json', { method: 'GET' });
    const jwks = (await response.json()) as { keys: JWK[] };

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'ES256', kid: jwks.keys[0]?.kid });

    const keySet = createRemoteJWKSet(new URL(`${auth.authUrl}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(session.access_token, keySet, { issuer: ISSUER, audience: 'authenticated' });
    expect(payload).toMatchObject({
      sub: session.user.id,
      email: session.user.email,
      role: 'authenticated',
      session_id: expect.any(String),
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it('accepts a live token and names its user and session', async () => {
    const session = await signedUp();

    await expect(verifier.verify(session.access_token)).resolves.toEqual({
      userId: session.user.id,
      email: session.user.email,
      sessionId: decodeJwt(session.access_token).session_id,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
  });

  it('rejects a tampered token', async () => {
    const session = await signedUp();
    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, email: 'admin@example.test' })).toString('base64url');

    expect(await rejection(`${header}.${forgedPayload}.${signature}`)).toMatchObject({ reason: 'invalid' });
    expect(await rejection(`${header}.${payload}.${signature?.slice(0, -4)}AAAA`)).toMatchObject({ reason: 'invalid' });
    expect(await rejection('garbage')).toMatchObject({ reason: 'invalid' });
  });

  it('rejects a token signed by another key under our kid', async () => {
    const session = await signedUp();
    const { kid } = decodeProtectedHeader(session.access_token);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(decodeJwt(session.access_token))
      .setProtectedHeader({ alg: 'ES256', kid: kid ?? '' })
      .sign(privateKey);

    expect(await rejection(forged)).toMatchObject({ reason: 'invalid' });
  });

  it('rejects an expired token, and one missing its session claim', async () => {
    const session = await signedUp();
    const claims = decodeJwt(session.access_token);
    const { sub, email, role, session_id } = claims;
    const now = Math.floor(Date.now() / 1000);

    expect(
      await signWithStoredKey({ sub, email, role, session_id }, now + 60).then((token) => verifier.verify(token)),
    ).toMatchObject({
      userId: sub,
    });
    expect(await rejection(await signWithStoredKey({ sub, email, role, session_id }, now - 60))).toMatchObject({
      reason: 'invalid',
    });
    expect(await rejection(await signWithStoredKey({ sub, email, role }, now + 60))).toMatchObject({
      reason: 'invalid',
    });
  });

  it('rejects the token of a signed-out session', async () => {
    const session = await signedUp();
    const response = await auth.request('/logout?scope=local', { token: session.access_token });
    expect(response.status).toBe(204);

    expect(await rejection(session.access_token)).toMatchObject({ reason: 'session_ended' });
  });
});

describe('the signing key is shared through the database', () => {
  let db: TestDatabase;
  const apps: AuthTestApp[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
  });

  it('instances that start together agree on one key, and each verifies the tokens of the other', async () => {
    apps.push(...(await Promise.all([startAuthTestApp({}, db), startAuthTestApp({}, db)])));
    const [first, second] = apps;
    if (!first || !second) throw new Error('apps did not start');

    const keySets = await Promise.all(
      apps.map(
        async (app) =>
          ((await (await app.request('/.well-known/jwks.json', { method: 'GET' })).json()) as { keys: JWK[] }).keys,
      ),
    );
    expect(keySets[0]).toHaveLength(1);
    expect(keySets[1]).toEqual(keySets[0]);

    const { data } = await first.client().signUp({ email: uniqueEmail('shared'), password: GOOD_PASSWORD });
    await expect(second.app.get(AccessTokenVerifier).verify(data.session?.access_token ?? '')).resolves.toMatchObject({
      userId: data.user?.id,
    });
  });

  it('refuses a token issued for another public URL', async () => {
    const elsewhere = await startAuthTestApp({ PUBLIC_URL: 'https://elsewhere.test' }, db);
    apps.push(elsewhere);
    const { data } = await elsewhere.client().signUp({ email: uniqueEmail('issuer'), password: GOOD_PASSWORD });

    const verifier = apps[0]?.app.get(AccessTokenVerifier);
    await expect(verifier?.verify(data.session?.access_token ?? '')).rejects.toMatchObject({ reason: 'invalid' });
  });
});
