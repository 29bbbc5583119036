import {
  type ApiKeyTestApp,
  startApiKeyTestApp,
} from '../../apps/api/src/modules/api-keys/api-keys-test-app.test-support';
import {
  API_KEY_CACHE_MS,
  PostgresApiKeyAuthenticator,
} from '../../apps/api/src/modules/api-keys/authentication/postgres-api-key-authenticator';
import { API_KEY_AUTHENTICATOR, InvalidApiKeyError } from '../../apps/api/src/platform/rest/api-key-auth';

const REJECTED = { error: 'Invalid or missing API key', code: 'UNAUTHORIZED' };

describe('ApiKeyGuard and the Postgres API key authenticator', () => {
  let testApp: ApiKeyTestApp;
  let userId: string;

  beforeAll(async () => {
    testApp = await startApiKeyTestApp();
    userId = await testApp.createUser();
  });

  afterAll(() => testApp.close());

  async function expectRejected(key?: string): Promise<void> {
    const response = await testApp.probe(key);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(REJECTED);
  }

  async function lastUsedAt(keyId: string): Promise<Date | null> {
    const { rows } = await testApp.database.pool.query<{ last_used_at: Date | null }>(
      'SELECT last_used_at FROM api_keys WHERE id = $1',
      [keyId],
    );
    return rows[0]!.last_used_at;
  }

  it('lets a valid key through and gives the handler its id and owner', async () => {
    const created = await testApp.createKey(userId);
    const response = await testApp.probe(created.key);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keyId: created.id, userId });
  });

  it('accepts a key that expires in the future', async () => {
    const created = await testApp.createKey(userId, { expires_in_days: 30 });
    expect((await testApp.probe(created.key)).status).toBe(200);
  });

  it('refuses a request without a key, or with an empty one', async () => {
    await expectRejected();
    await expectRejected('');
    await expectRejected('   ');
  });

  it('refuses a malformed key and an unknown well-formed one', async () => {
    await expectRejected('not-a-key');
    const unknown = await testApp.createKey(userId);
    await testApp.database.pool.query('DELETE FROM api_keys WHERE id = $1', [unknown.id]);
    await expectRejected(unknown.key);
    await expectRejected(`wl_${'A'.repeat(43)}`);
  });

  it('refuses a key that differs from a valid one in its last character', async () => {
    const created = await testApp.createKey(userId);
    const last = created.key.at(-1) === 'a' ? 'b' : 'a';
    await expectRejected(created.key.slice(0, -1) + last);
  });

  it('refuses a revoked key at once, even one used a moment before', async () => {
    const created = await testApp.createKey(userId);
    expect((await testApp.probe(created.key)).status).toBe(200);
    await testApp.revokeKey(userId, created.id);
    await expectRejected(created.key);
  });

  it('refuses an expired key', async () => {
    const created = await testApp.createKey(userId, { expires_in_days: 30 });
    await testApp.database.pool.query(
      `UPDATE api_keys SET created_at = now() - interval '31 days', expires_at = now() - interval '1 day' WHERE id = $1`,
      [created.id],
    );
    await expectRejected(created.key);
  });

  it('records the first use in last_used_at, then at most once a minute', async () => {
    const created = await testApp.createKey(userId);
    expect(await lastUsedAt(created.id)).toBeNull();

    const before = Date.now();
    expect((await testApp.probe(created.key)).status).toBe(200);
    const firstUse = await lastUsedAt(created.id);
    expect(firstUse).not.toBeNull();
    expect(firstUse!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect((await testApp.probe(created.key)).status).toBe(200);
    expect(await lastUsedAt(created.id)).toEqual(firstUse);
  });

  it('does not record use of a rejected key', async () => {
    const created = await testApp.createKey(userId);
    await testApp.revokeKey(userId, created.id);
    await expectRejected(created.key);
    expect(await lastUsedAt(created.id)).toBeNull();
  });

  it('is the API_KEY_AUTHENTICATOR the module exports', () => {
    expect(testApp.app.get(API_KEY_AUTHENTICATOR)).toBeInstanceOf(PostgresApiKeyAuthenticator);
  });

  describe('with the clock moved on', () => {
    afterEach(() => jest.restoreAllMocks());

    it('refuses a key the moment it expires, even while trusted', async () => {
      const authenticator = testApp.app.get<PostgresApiKeyAuthenticator>(API_KEY_AUTHENTICATOR);
      const now = Date.now();
      const created = await testApp.createKey(userId, { expires_at: new Date(now + 3000).toISOString() });
      await expect(authenticator.authenticate(created.key)).resolves.toEqual({ keyId: created.id, userId });

      jest.spyOn(Date, 'now').mockReturnValue(now + 3000);
      await expect(authenticator.authenticate(created.key)).rejects.toBeInstanceOf(InvalidApiKeyError);
    });

    it(`refuses a key another instance revoked once this instance's ${API_KEY_CACHE_MS} ms of trust have passed`, async () => {
      const authenticator = testApp.app.get<PostgresApiKeyAuthenticator>(API_KEY_AUTHENTICATOR);
      const created = await testApp.createKey(userId);
      await expect(authenticator.authenticate(created.key)).resolves.toEqual({ keyId: created.id, userId });
      // Another instance revokes it: straight in the table, so this instance's trust is not told.
      await testApp.database.pool.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [created.id]);

      const now = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(now + API_KEY_CACHE_MS - 1000);
      await expect(authenticator.authenticate(created.key)).resolves.toEqual({ keyId: created.id, userId });
      jest.spyOn(Date, 'now').mockReturnValue(now + API_KEY_CACHE_MS + 1);
      await expect(authenticator.authenticate(created.key)).rejects.toBeInstanceOf(InvalidApiKeyError);
    });
  });
});
