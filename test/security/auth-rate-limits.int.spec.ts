import { randomUUID } from 'node:crypto';
import { AuthApiError, AuthClient, type GoTrueClient } from '@supabase/auth-js';
import { TRPCClientError } from '@trpc/client';
import { startTestApp, type TestApp, trpcClientFor } from '../support/test-app';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'correct horse battery staple';

/** Two instances on one database and one Redis, with small budgets so each is reached in a few calls. */
const LIMITS = {
  AUTH_RATE_LIMIT_SIGN_UPS_PER_IP: '2/5m',
  AUTH_RATE_LIMIT_SIGN_UPS_PER_ACCOUNT: '10/1h',
  AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_IP: '4/5m',
  AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT: '3/15m',
  AUTH_RATE_LIMIT_TOKEN_REFRESHES_PER_IP: '100/5m',
  AUTH_RATE_LIMIT_TOKEN_REFRESHES_PER_ACCOUNT: '2/5m',
  AUTH_RATE_LIMIT_WRITES_PER_IP: '100/5m',
  AUTH_RATE_LIMIT_WRITES_PER_ACCOUNT: '12/5m',
  TRPC_MUTATION_LIMIT: '3/1m',
};

let addressCount = 0;

/** A client address of its own (documentation range), sent as X-Forwarded-For, which the app trusts from loopback. */
function newAddress(): string {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
}

function authClient(app: TestApp, address: string): GoTrueClient {
  return new AuthClient({ url: `${app.url}/auth/v1`, persistSession: false, autoRefreshToken: false, headers: { 'x-forwarded-for': address } });
}

/** auth-js's own refusal of an over-limit call: AuthApiError 429 `over_request_rate_limit`, in GoTrue's words. */
function expectRateLimited(error: unknown, what: string): void {
  expect(error).toBeInstanceOf(AuthApiError);
  expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  expect((error as Error).message).toMatch(new RegExp(`^Request rate limit reached: too many ${what}\\. Try again in \\d+ (seconds?|minutes)\\.$`));
}

describe('auth abuse limits, two instances sharing one Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let apps: TestApp[];

  beforeAll(async () => {
    const env = { ...LIMITS, REDIS_URL, RATE_LIMIT_KEY_PREFIX: `worldloom-test:${randomUUID()}:` };
    first = await startTestApp(env);
    second = await startTestApp(env, first.database);
    apps = [first, second];
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** Signs a user up from an address of its own, so the sign-up budgets of the tests stay apart. */
  async function signedUp(): Promise<{ email: string; refreshToken: string; accessToken: string }> {
    const email = `limits-${randomUUID()}@example.com`;
    const { data, error } = await authClient(first, newAddress()).signUp({ email, password: PASSWORD });
    if (error || !data.session) throw error ?? new Error('no session');
    return { email, refreshToken: data.session.refresh_token, accessToken: data.session.access_token };
  }

  it('refuses sign-ups past the per-address budget, counted across both instances', async () => {
    const address = newAddress();
    for (const app of apps) {
      const { error } = await authClient(app, address).signUp({ email: `signup-${randomUUID()}@example.com`, password: PASSWORD });
      expect(error).toBeNull();
    }
    const { error } = await authClient(first, address).signUp({ email: `signup-${randomUUID()}@example.com`, password: PASSWORD });
    expectRateLimited(error, 'sign-ups');
  });

  it('refuses password sign-ins for an account after its failures, from any address, with Retry-After', async () => {
    const { email } = await signedUp();
    for (const [index, app] of [first, second, first].entries()) {
      const { error } = await authClient(app, newAddress()).signInWithPassword({ email, password: `wrong ${index}` });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    // Even the right password, from yet another address on the other instance: the account's budget is spent.
    const { error } = await authClient(second, newAddress()).signInWithPassword({ email, password: PASSWORD });
    expectRateLimited(error, 'failed sign-ins');

    const raw = await fetch(`${first.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(raw.status).toBe(429);
    const retryAfter = Number(raw.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await raw.json()).toEqual({ code: 429, error_code: 'over_request_rate_limit', msg: expect.stringMatching(/^Request rate limit reached/) });
  });

  it("refuses an address after its failures on any accounts; another address's success resets nothing", async () => {
    const accounts = await Promise.all([signedUp(), signedUp(), signedUp(), signedUp()]);
    const attacker = newAddress();
    for (const account of accounts.slice(0, 3)) {
      const { error } = await authClient(first, attacker).signInWithPassword({ email: account.email, password: 'guess' });
      expect(error).toMatchObject({ status: 400 });
    }
    // Someone else signs in successfully (and to an account the attacker tried): no counter moves back.
    const { error: success } = await authClient(second, newAddress()).signInWithPassword({ email: accounts[0]!.email, password: PASSWORD });
    expect(success).toBeNull();
    const { error: fourth } = await authClient(second, attacker).signInWithPassword({ email: accounts[3]!.email, password: 'guess' });
    expect(fourth).toMatchObject({ status: 400 });
    // The address's four failures are spent: even a right password from it is refused now, on either instance.
    const { error } = await authClient(first, attacker).signInWithPassword({ email: accounts[3]!.email, password: PASSWORD });
    expectRateLimited(error, 'failed sign-ins');
  });

  it('refuses token refreshes past the per-account budget', async () => {
    const { refreshToken } = await signedUp();
    let token = refreshToken;
    for (const app of apps) {
      const { data, error } = await authClient(app, newAddress()).refreshSession({ refresh_token: token });
      expect(error).toBeNull();
      token = data.session!.refresh_token;
    }
    const { error } = await authClient(first, newAddress()).refreshSession({ refresh_token: token });
    expectRateLimited(error, 'token refreshes');
  });

  it('refuses every other /auth/v1 write past the per-account budget (PUT /user, logout)', async () => {
    const { accessToken, refreshToken } = await signedUp();
    const clients = await Promise.all(
      apps.map(async (app) => {
        const client = authClient(app, newAddress());
        const { error } = await client.setSession({ access_token: accessToken, refresh_token: refreshToken });
        expect(error).toBeNull();
        return client;
      }),
    );
    // Sign-up spent one of the account's twelve writes; eleven updates spend the rest.
    for (let index = 0; index < 11; index += 1) {
      const { error } = await clients[index % 2]!.updateUser({ data: { index } });
      expect(error).toBeNull();
    }
    expectRateLimited((await clients[1]!.updateUser({ data: { index: 11 } })).error, 'requests');
    expectRateLimited((await clients[0]!.signOut({ scope: 'local' })).error, 'requests');
  });

  it('gives each user a budget of tRPC mutations shared by the instances; queries are not counted', async () => {
    const { accessToken } = await signedUp();
    const clients = apps.map((app) => trpcClientFor(app.url, accessToken));
    for (let index = 0; index < 3; index += 1) {
      await clients[index % 2]!.world.create.mutate({ name: `Budget ${index}`, description: 'A world of counted changes' });
      await clients[index % 2]!.world.list.query();
    }
    const refusal = await clients[1]!.world.create.mutate({ name: 'Budget 4', description: 'One too many' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TRPCClientError);
    expect(refusal).toMatchObject({ data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } });
    expect((refusal as Error).message).toMatch(/^Too many changes in a short time; try again in \d+ s\.$/);
    await expect(clients[0]!.world.list.query()).resolves.toBeDefined();
  });
});
