import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import {
  AUTH_STORAGE_KEY,
  createWorld,
  installPageMarks,
  newUser,
  populate,
  signedInContext,
  useWebSuite,
  type WebUser,
} from './support/web-harness';

/*
 * What a first visit downloads and asks for before it paints (apps/web/src/main.tsx, build/route-modulepreload.ts):
 * the landing page runs on React alone, within 80 KB of script; a signed-in page's first data calls leave with
 * the page, from the session in storage, and the app takes their answers only when they are the very calls
 * it would make, with the very token it holds.
 */

const ASSETS = resolve(__dirname, '../../apps/web/dist/assets');
const LANDING_BUDGET_BYTES = 80 * 1024;
/** Neither is needed before Begin Your Journey (SPEC.md §2 Landing page): the router, auth-js, the data client, howler. */
const NOT_ON_THE_LANDING = /node_modules\/(@tanstack\/(react-router|router-core|query-core|react-query)|@trpc\/|superjson|@supabase\/auth-js|howler)/;

/** The procedures of every tRPC call the page makes, with the bearer token it carried, in order. */
function trpcCalls(page: Page): { procedures: string[]; token: string | undefined }[] {
  const calls: { procedures: string[]; token: string | undefined }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/trpc/')) return;
    const procedures = decodeURIComponent(url.pathname.replace('/api/trpc/', '')).split(',');
    calls.push({ procedures, token: request.headers().authorization?.replace(/^Bearer /, '') });
  });
  return calls;
}

const callsOf = (calls: ReturnType<typeof trpcCalls>, procedure: string) => calls.filter((call) => call.procedures.includes(procedure));

/** Holds every script of the app back until a request for `procedure` has left: proof that the page, not the app, made it. */
async function holdScriptsUntil(page: Page, procedure: string): Promise<{ early: () => boolean }> {
  let seen = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  page.on('request', (request: Request) => {
    if (request.url().includes(`/api/trpc/`) && decodeURIComponent(request.url()).includes(procedure)) {
      seen = true;
      release();
    }
  });
  await page.route('**/assets/*.js', async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await route.fallback();
  });
  return { early: () => seen };
}

async function seededWorld(user: WebUser, name: string) {
  const world = await createWorld(user, name, `${name}: a frontier of forts and rivers.`);
  await populate(user, world.id);
  return world;
}

describe('first load', () => {
  const suite = useWebSuite();

  it.concurrent('the landing page loads neither the router, auth-js, the data client nor howler, within 80 KB of script', async () => {
    const context = await suite().browser.newContext();
    const page = await context.newPage();
    const scripts: { path: string; body: Promise<Buffer> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ path: new URL(response.url()).pathname, body: response.body() });
    });
    const calls = trpcCalls(page);
    const auth: string[] = [];
    page.on('request', (request) => request.url().includes('/auth/v1/') && auth.push(request.url()));
    await page.goto(`${suite().url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Begin Your Journey' }).waitFor();

    const files = await Promise.all(scripts.map(async ({ path, body }) => ({ path, gzipped: gzipSync(await body, { level: 9 }).length })));
    const total = files.reduce((sum, file) => sum + file.gzipped, 0);
    expect({ total, under: total <= LANDING_BUDGET_BYTES }).toEqual({ total, under: true });
    const bundled = files.flatMap(({ path }) => {
      const map = join(ASSETS, `${path.replace(/^\/assets\//, '')}.map`);
      return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    });
    expect(bundled.length).toBeGreaterThan(0);
    expect(bundled.filter((source) => NOT_ON_THE_LANDING.test(source))).toEqual([]);
    expect(calls).toEqual([]);
    expect(auth).toEqual([]);
    await context.close();
  });

  it.concurrent("a world's page asks for the world with the page, before the app's code has arrived, and never again", async () => {
    const user = await newUser(suite());
    const world = await seededWorld(user, 'Early Reach');
    const context = await signedInContext(suite(), user);
    const page = await context.newPage();
    const calls = trpcCalls(page);
    const held = await holdScriptsUntil(page, 'world.getWorldState');
    await page.goto(`${suite().url}/app/worlds/${world.id}`);
    await page.getByRole('heading', { level: 1, name: 'Early Reach' }).waitFor();
    await page.getByText('Early Reach: a frontier of forts and rivers.').waitFor();
    await page.getByRole('button', { name: 'Emberfall' }).first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(held.early()).toBe(true);
    for (const procedure of ['world.getWorldState', 'location.list', 'faction.list', 'character.list']) {
      expect({ procedure, calls: callsOf(calls, procedure).length }).toEqual({ procedure, calls: 1 });
    }
    expect(callsOf(calls, 'world.getWorldState')[0]!.token).toBe(user.session.access_token);
    await context.close();
  });

  it.concurrent('the dashboard and the world list take the list of worlds from the early call', async () => {
    const user = await newUser(suite());
    await seededWorld(user, 'Listed Reach');
    const context = await signedInContext(suite(), user);
    for (const [path, heading] of [
      ['/app', 'Welcome to Worldloom'],
      ['/app/worlds', 'Your Story Worlds'],
    ] as const) {
      const page = await context.newPage();
      const calls = trpcCalls(page);
      const held = await holdScriptsUntil(page, 'world.list');
      await page.goto(`${suite().url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByText('Listed Reach').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, early: held.early(), calls: callsOf(calls, 'world.list').length }).toEqual({ path, early: true, calls: 1 });
      await page.close();
    }
    await context.close();
  });

  it.concurrent('makes no early call for a visitor, or on a page that has none', async () => {
    const user = await newUser(suite());
    const world = await seededWorld(user, 'Quiet Reach');
    const visitor = await suite().browser.newContext();
    const page = await visitor.newPage();
    const visitorCalls = trpcCalls(page);
    await page.goto(`${suite().url}/app/worlds/${world.id}`);
    await page.waitForURL(`${suite().url}/`);
    await page.getByRole('button', { name: 'Begin Your Journey' }).waitFor();
    expect(visitorCalls).toEqual([]);
    await visitor.close();

    const context = await signedInContext(suite(), user);
    const docs = await context.newPage();
    const docsCalls = trpcCalls(docs);
    await docs.goto(`${suite().url}/app/api-docs`, { waitUntil: 'networkidle' });
    await docs.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    expect(docsCalls.flatMap((call) => call.procedures).filter((procedure) => /^(world|location|faction|character)\./.test(procedure))).toEqual([]);
    await context.close();
  });

  it.concurrent('a session due for a refresh makes no early call: the app refreshes it, then asks with the new token', async () => {
    const user = await newUser(suite());
    const world = await seededWorld(user, 'Stale Reach');
    const expired = { ...user.session, expires_at: Math.floor(Date.now() / 1000) - 60 };
    const context = await signedInContext(suite(), { ...user, session: expired });
    const page = await context.newPage();
    const calls = trpcCalls(page);
    await page.goto(`${suite().url}/app/worlds/${world.id}`);
    await page.getByRole('heading', { level: 1, name: 'Stale Reach' }).waitFor();
    await page.waitForLoadState('networkidle');
    const worldCalls = callsOf(calls, 'world.getWorldState');
    expect(worldCalls).toHaveLength(1);
    expect(worldCalls[0]!.token).toBeTruthy();
    expect(calls.filter((call) => call.token === expired.access_token)).toEqual([]);
    await context.close();
  });

  it.concurrent('an early call that failed (a revoked token: 401) is dropped; the app asks itself', async () => {
    const user = await newUser(suite());
    const world = await seededWorld(user, 'Refused Reach');
    const context = await signedInContext(suite(), user);
    const page = await context.newPage();
    const calls = trpcCalls(page);
    let refused = 0;
    await page.route('**/api/trpc/**', async (route) => {
      if (refused > 0 || !decodeURIComponent(route.request().url()).includes('world.getWorldState')) return route.fallback();
      refused += 1;
      const error = { error: { json: { message: 'Invalid JWT', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401 } } } };
      await route.fulfill({ status: 401, json: [error, error, error, error] });
    });
    await page.goto(`${suite().url}/app/worlds/${world.id}`);
    await page.getByRole('heading', { level: 1, name: 'Refused Reach' }).waitFor();
    expect(refused).toBe(1);
    expect(callsOf(calls, 'world.getWorldState')).toHaveLength(2);
    await context.close();
  });

  it.concurrent("never shows an early answer made with another user's session", async () => {
    const owner = await newUser(suite(), 'owner');
    const other = await newUser(suite(), 'other');
    const world = await seededWorld(owner, 'Private Reach');
    const context = await signedInContext(suite(), owner);
    await installPageMarks(context, { leaked: `document.body?.innerText.includes('Private Reach') === true` });
    const page = await context.newPage();
    const calls = trpcCalls(page);
    // The early call leaves with the owner's session; before the app's code runs, another user signs in.
    let swapped: Promise<unknown> | undefined;
    page.on('request', (request) => {
      if (swapped || !decodeURIComponent(request.url()).includes('world.getWorldState')) return;
      swapped = page.evaluate(([key, session]) => localStorage.setItem(key, session), [AUTH_STORAGE_KEY, JSON.stringify(other.session)] as const);
    });
    await page.route('**/assets/*.js', async (route) => {
      for (let waited = 0; !swapped && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      await swapped;
      await route.fallback();
    });
    // The owner's early answers come late: the app waits for them (app-router.tsx, up to 300 ms) before it renders,
    // by which time its own call, with the other user's session, has been answered "not found". The page must take
    // that answer from its loader, not ask a second time as it mounts.
    await page.route('**/api/trpc/**', async (route) => {
      if (route.request().headers().authorization !== `Bearer ${owner.session.access_token}`) return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await page.goto(`${suite().url}/app/worlds/${world.id}`);
    await page.getByRole('heading', { name: 'World not found' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(swapped).toBeDefined();
    expect(await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks.leaked)).toBeUndefined();
    // The early call, with the owner's token (never used), then the app's own, once: a missing world is not asked
    // for twice, neither by a retry nor by the page as it mounts (world-queries.ts).
    for (const procedure of ['world.getWorldState', 'location.list', 'faction.list', 'character.list']) {
      const tokens = callsOf(calls, procedure).map((call) => call.token);
      expect({ procedure, tokens }).toEqual({ procedure, tokens: [owner.session.access_token, other.session.access_token] });
    }
    await context.close();
  });
});
