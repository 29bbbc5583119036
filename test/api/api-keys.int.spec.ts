import { createHash } from 'node:crypto';
import { TRPCClientError } from '@trpc/client';
import { ApiKey, CreatedApiKey } from '@worldloom/contracts';
import { signUpUser, type SignedInUser, startTestApp, type TestApp, trpcClientFor } from '../support/test-app';

const DAY_MS = 86_400_000;

async function trpcError(call: Promise<unknown>): Promise<TRPCClientError<never>> {
  const error = await call.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCClientError)) throw error;
  return error as TRPCClientError<never>;
}

function issuePaths(error: TRPCClientError<never>): string[] {
  const data = error.data as unknown as { issues: Array<{ path: Array<string | number> }> | null };
  return (data.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('API keys over tRPC (auth.apiKeys.*)', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp();
    [alice, bob] = await Promise.all([signUpUser(testApp.url), signUpUser(testApp.url)]);
  });

  afterAll(() => testApp.close());

  async function expireInDatabase(keyId: string): Promise<void> {
    await testApp.database.pool.query(
      `UPDATE api_keys SET created_at = now() - interval '40 days', expires_at = now() - interval '10 days' WHERE id = $1`,
      [keyId],
    );
  }

  describe('create', () => {
    it('answers the full key once; the list and the database never hold it', async () => {
      const created = await alice.trpc.auth.apiKeys.create.mutate({ name: 'CI pipeline' });

      expect(CreatedApiKey.parse(created)).toEqual(created);
      expect(created.key).toMatch(/^wl_[0-9A-Za-z]{43}$/);
      expect(created.key_prefix).toBe(created.key.slice(0, 10));
      expect(created.expires_at).toBeNull();

      const listed = await alice.trpc.auth.apiKeys.list.query();
      const mine = listed.find((key) => key.id === created.id);
      expect(mine).toEqual({
        id: created.id,
        name: 'CI pipeline',
        key_prefix: created.key_prefix,
        created_at: created.created_at,
        last_used_at: null,
        expires_at: null,
        is_active: true,
      });
      expect(JSON.stringify(listed)).not.toContain(created.key);

      const { rows } = await testApp.database.pool.query<{ key_hash: Buffer }>('SELECT * FROM api_keys WHERE id = $1', [
        created.id,
      ]);
      expect(rows[0]!.key_hash.equals(createHash('sha256').update(created.key).digest())).toBe(true);
      expect(JSON.stringify(rows[0])).not.toContain(created.key.slice(10));
    });

    it('gives every key a different secret', async () => {
      const [first, second] = await Promise.all([
        alice.trpc.auth.apiKeys.create.mutate({ name: 'one' }),
        alice.trpc.auth.apiKeys.create.mutate({ name: 'two' }),
      ]);
      expect(first.key).not.toBe(second.key);
    });

    it('trims the name', async () => {
      const created = await alice.trpc.auth.apiKeys.create.mutate({ name: '   Staging bot  ' });
      expect(created.name).toBe('Staging bot');
    });

    it('refuses a blank, missing or over-long name with BAD_REQUEST and the zod issues', async () => {
      for (const name of ['', '    ', 'n'.repeat(101)]) {
        const error = await trpcError(alice.trpc.auth.apiKeys.create.mutate({ name }));
        expect(error.data).toMatchObject({ code: 'BAD_REQUEST' });
        expect(issuePaths(error)).toEqual(['name']);
      }
      // @ts-expect-error the name is required
      const missing = await trpcError(alice.trpc.auth.apiKeys.create.mutate({}));
      expect(issuePaths(missing)).toEqual(['name']);
    });

    it.each([30, 90, 365] as const)('expires %i days after creation with expires_in_days', async (days) => {
      const created = await alice.trpc.auth.apiKeys.create.mutate({ name: `${days} days`, expires_in_days: days });
      expect(Date.parse(created.expires_at!) - Date.parse(created.created_at)).toBe(days * DAY_MS);
      const listed = await alice.trpc.auth.apiKeys.list.query();
      expect(listed.find((key) => key.id === created.id)).toMatchObject({ expires_at: created.expires_at, is_active: true });
    });

    it('never expires with expires_in_days null or absent, or expires_at null', async () => {
      for (const input of [{ expires_in_days: null }, {}, { expires_at: null }]) {
        await expect(alice.trpc.auth.apiKeys.create.mutate({ name: 'forever', ...input })).resolves.toMatchObject({
          expires_at: null,
        });
      }
    });

    it('accepts an expires_at in the next year and keeps it', async () => {
      const expiresAt = new Date(Date.now() + 90 * DAY_MS).toISOString();
      const created = await alice.trpc.auth.apiKeys.create.mutate({ name: 'explicit', expires_at: expiresAt });
      expect(created.expires_at).toBe(expiresAt);
    });

    it('refuses an expires_at in the past, too far ahead or malformed, and an unknown number of days', async () => {
      const inputs = [
        { expires_at: new Date(Date.now() - 60_000).toISOString() },
        { expires_at: new Date(Date.now() + 400 * DAY_MS).toISOString() },
        { expires_at: 'next tuesday' },
      ];
      for (const input of inputs) {
        const error = await trpcError(alice.trpc.auth.apiKeys.create.mutate({ name: 'bad expiry', ...input }));
        expect(error.data).toMatchObject({ code: 'BAD_REQUEST' });
        expect(issuePaths(error)).toEqual(['expires_at']);
      }
      // @ts-expect-error 7 is not one of the choices
      const sevenDays = await trpcError(alice.trpc.auth.apiKeys.create.mutate({ name: 'bad', expires_in_days: 7 }));
      expect(issuePaths(sevenDays)).toEqual(['expires_in_days']);
    });

    it('refuses expires_in_days and expires_at together', async () => {
      const expiresAt = new Date(Date.now() + DAY_MS).toISOString();
      const error = await trpcError(
        alice.trpc.auth.apiKeys.create.mutate({ name: 'both', expires_in_days: 30, expires_at: expiresAt }),
      );
      expect(error.data).toMatchObject({ code: 'BAD_REQUEST' });
      expect(issuePaths(error)).toEqual(['expires_at']);
    });
  });

  describe('list', () => {
    it("shows the user's own keys, newest first, in the contract's shape", async () => {
      const carol = await signUpUser(testApp.url);
      expect(await carol.trpc.auth.apiKeys.list.query()).toEqual([]);
      const first = await carol.trpc.auth.apiKeys.create.mutate({ name: 'first' });
      const second = await carol.trpc.auth.apiKeys.create.mutate({ name: 'second' });

      const listed = await carol.trpc.auth.apiKeys.list.query();
      expect(listed.map((key) => key.id)).toEqual([second.id, first.id]);
      for (const key of listed) expect(ApiKey.strict().parse(key)).toEqual(key);

      const bobsList = await bob.trpc.auth.apiKeys.list.query();
      expect(bobsList.map((key) => key.id)).not.toEqual(expect.arrayContaining([first.id]));
    });

    it('shows expired and revoked keys as not active', async () => {
      const expired = await alice.trpc.auth.apiKeys.create.mutate({ name: 'soon expired', expires_in_days: 30 });
      const revoked = await alice.trpc.auth.apiKeys.create.mutate({ name: 'soon revoked' });
      await expireInDatabase(expired.id);
      await alice.trpc.auth.apiKeys.revoke.mutate({ keyId: revoked.id });

      const listed = await alice.trpc.auth.apiKeys.list.query();
      expect(listed.find((key) => key.id === expired.id)).toMatchObject({ is_active: false });
      expect(listed.find((key) => key.id === revoked.id)).toMatchObject({ is_active: false });
    });
  });

  describe('update (rename)', () => {
    it('renames an active key, trimming the name', async () => {
      const created = await alice.trpc.auth.apiKeys.create.mutate({ name: 'old name' });
      const renamed = await alice.trpc.auth.apiKeys.update.mutate({ keyId: created.id, name: '  new name ' });
      expect(renamed).toMatchObject({ id: created.id, name: 'new name', is_active: true });
      const listed = await alice.trpc.auth.apiKeys.list.query();
      expect(listed.find((key) => key.id === created.id)?.name).toBe('new name');
    });

    it('refuses a blank name with BAD_REQUEST and the zod issues', async () => {
      const created = await alice.trpc.auth.apiKeys.create.mutate({ name: 'keeps its name' });
      const error = await trpcError(alice.trpc.auth.apiKeys.update.mutate({ keyId: created.id, name: '  ' }));
      expect(error.data).toMatchObject({ code: 'BAD_REQUEST' });
      expect(issuePaths(error)).toEqual(['name']);
    });

    it('refuses a revoked or an expired key with CONFLICT, saying why', async () => {
      const revoked = await alice.trpc.auth.apiKeys.create.mutate({ name: 'revoked' });
      await alice.trpc.auth.apiKeys.revoke.mutate({ keyId: revoked.id });
      const expired = await alice.trpc.auth.apiKeys.create.mutate({ name: 'expired', expires_in_days: 30 });
      await expireInDatabase(expired.id);

      const revokedError = await trpcError(alice.trpc.auth.apiKeys.update.mutate({ keyId: revoked.id, name: 'x' }));
      expect(revokedError.data).toMatchObject({ code: 'CONFLICT', domainCode: 'API_KEY.REVOKED' });
      expect(revokedError.message).toMatch(/revoked/);
      const expiredError = await trpcError(alice.trpc.auth.apiKeys.update.mutate({ keyId: expired.id, name: 'x' }));
      expect(expiredError.data).toMatchObject({ code: 'CONFLICT', domainCode: 'API_KEY.EXPIRED' });
      expect(expiredError.message).toMatch(/expired/);

      const listed = await alice.trpc.auth.apiKeys.list.query();
      expect(listed.find((key) => key.id === revoked.id)?.name).toBe('revoked');
      expect(listed.find((key) => key.id === expired.id)?.name).toBe('expired');
    });

    it("answers NOT_FOUND for another user's key and leaves it alone", async () => {
      const bobsKey = await bob.trpc.auth.apiKeys.create.mutate({ name: "bob's" });
      const error = await trpcError(alice.trpc.auth.apiKeys.update.mutate({ keyId: bobsKey.id, name: 'stolen' }));
      expect(error.data).toMatchObject({ code: 'NOT_FOUND', domainCode: 'API_KEY.NOT_FOUND' });
      const bobs = await bob.trpc.auth.apiKeys.list.query();
      expect(bobs.find((key) => key.id === bobsKey.id)?.name).toBe("bob's");
    });
  });

  describe('revoke', () => {
    it('revokes an active key, for good', async () => {
      const created = await alice.trpc.auth.apiKeys.create.mutate({ name: 'to revoke' });
      const revoked = await alice.trpc.auth.apiKeys.revoke.mutate({ keyId: created.id });
      expect(revoked).toMatchObject({ id: created.id, is_active: false });

      const again = await trpcError(alice.trpc.auth.apiKeys.revoke.mutate({ keyId: created.id }));
      expect(again.data).toMatchObject({ code: 'CONFLICT', domainCode: 'API_KEY.REVOKED' });
      const listed = await alice.trpc.auth.apiKeys.list.query();
      expect(listed.find((key) => key.id === created.id)).toMatchObject({ is_active: false });
    });

    it('refuses an expired key with CONFLICT', async () => {
      const created = await alice.trpc.auth.apiKeys.create.mutate({ name: 'expired', expires_in_days: 90 });
      await expireInDatabase(created.id);
      const error = await trpcError(alice.trpc.auth.apiKeys.revoke.mutate({ keyId: created.id }));
      expect(error.data).toMatchObject({ code: 'CONFLICT', domainCode: 'API_KEY.EXPIRED' });
    });

    it("answers NOT_FOUND for another user's key or an unknown id, and the key stays active", async () => {
      const bobsKey = await bob.trpc.auth.apiKeys.create.mutate({ name: "bob's" });
      for (const keyId of [bobsKey.id, '00000000-0000-4000-8000-000000000000']) {
        const error = await trpcError(alice.trpc.auth.apiKeys.revoke.mutate({ keyId }));
        expect(error.data).toMatchObject({ code: 'NOT_FOUND' });
        expect(error.message).toBe('API key not found');
      }
      const bobs = await bob.trpc.auth.apiKeys.list.query();
      expect(bobs.find((key) => key.id === bobsKey.id)).toMatchObject({ is_active: true });
    });

    it('refuses a keyId that is not a uuid with BAD_REQUEST', async () => {
      const error = await trpcError(alice.trpc.auth.apiKeys.revoke.mutate({ keyId: 'nope' }));
      expect(error.data).toMatchObject({ code: 'BAD_REQUEST' });
      expect(issuePaths(error)).toEqual(['keyId']);
    });
  });

  it('refuses callers without a session', async () => {
    const anonymous = trpcClientFor(testApp.url, null);
    await expect(anonymous.auth.apiKeys.list.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    await expect(anonymous.auth.apiKeys.create.mutate({ name: 'x' })).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED' },
    });
  });
});
