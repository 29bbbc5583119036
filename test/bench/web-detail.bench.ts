import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Session } from '@supabase/auth-js';
import type { Browser, Page, Response } from 'playwright-core';
import { createApp } from '../../apps/api/src/app.factory';
import { loadConfig } from '../../apps/api/src/app.config';
import { launchChromium } from '../support/browser';
import { authClientFor, trpcClientFor } from '../support/test-app';
import { entityCounts, fillWorld, seedWorld } from '../web/support/world-detail-fixtures';
import { type BenchDatabase, createBenchDatabase } from './bench-database';
import { type BenchRow, formatTable, milliseconds, percentile } from './bench-report';

/**
 * `npm run bench -- web` (after the bundle figures): the world detail page of a world with 40 locations
 * and 30 characters, an arc at beat 8 and events on its current beat, opened in headless chromium against
 * the real app (apps/web/dist served by the API on its own database). Timed from navigation start to the
 * first frame where the page is complete and usable: the world's name, the arc panel with PROGRESS STORY
 * enabled, its current beat's events, and all its locations and characters (at least 40 and 30: the story
 * brings newcomers) as buttons. A cold visit has
 * a fresh browser context (nothing cached); a warm one reloads the same context. The JavaScript is what
 * the cold visit fetched, gzipped.
 */
const DIST = resolve(__dirname, '../../apps/web/dist');
const LOCATIONS = 40;
const CHARACTERS = 30;
const BEATS = 8;
const RUNS = 9;
const GOAL_MS = 1000;
const GOAL_JS_KB = 250;
const KB = 1024;

export async function run(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    print('apps/web/dist is missing: building it');
    execFileSync('npm', ['run', 'build', '-w', '@worldloom/web'], { stdio: 'inherit', cwd: resolve(__dirname, '../..') });
  }
  const database = await createBenchDatabase();
  const { app, url } = await startApp(database);
  const browser = await launchChromium();
  try {
    const { session, worldId, worldName, counts } = await benchWorld(url);
    print(`\nWorld detail benchmark: ${LOCATIONS} locations, ${CHARACTERS} characters, an arc at beat ${BEATS}; ${database.server}, headless chromium\n`);
    const visit = { browser, url: `${url}/app/worlds/${worldId}`, origin: url, session, worldName, counts };
    const cold: number[] = [];
    const warm: number[] = [];
    let scripts: Script[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const result = await visitTwice(visit);
      cold.push(result.cold);
      warm.push(result.warm);
      if (index === 0) scripts = result.scripts;
    }
    for (const script of scripts) print(`  ${script.path.padEnd(52)} ${kb(script.gzipped).padStart(9)}`);
    const rows = tableRows(cold, warm, scripts);
    print(`\n${formatTable(rows)}\n`);
    if (rows.some((row) => row.met === false)) process.exitCode = 1;
  } finally {
    await browser.close();
    await app.close();
    await database.dispose();
  }
}

function tableRows(cold: number[], warm: number[], scripts: readonly Script[]): BenchRow[] {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const coldSorted = sorted(cold);
  const warmSorted = sorted(warm);
  const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
  const route = scripts.filter((script) => /\/_worldId-/.test(script.path)).reduce((sum, script) => sum + script.gzipped, 0);
  return [
    {
      measure: 'navigation to interactive, cold (median)',
      worldloom: milliseconds(percentile(coldSorted, 0.5)),
      baseline: '-',
      ratio: `p90 ${milliseconds(percentile(coldSorted, 0.9))}`,
      goal: `<= ${GOAL_MS} ms`,
      met: percentile(coldSorted, 0.5) <= GOAL_MS,
    },
    {
      measure: 'navigation to interactive, warm (median)',
      worldloom: milliseconds(percentile(warmSorted, 0.5)),
      baseline: '-',
      ratio: `p90 ${milliseconds(percentile(warmSorted, 0.9))}`,
      goal: '-',
    },
    {
      measure: 'JS of a cold visit, gzipped',
      worldloom: kb(total),
      baseline: '-',
      ratio: `${scripts.length} files`,
      goal: `<= ${GOAL_JS_KB} KB`,
      met: total <= GOAL_JS_KB * KB,
    },
    { measure: 'of which the world detail route, gzipped', worldloom: kb(route), baseline: '-', ratio: '-', goal: '-' },
  ];
}

async function startApp(database: BenchDatabase): Promise<{ app: NestExpressApplication; url: string }> {
  const config = loadConfig({ LOG_LEVEL: 'error', DATABASE_URL: database.url });
  const app = await createApp({ config, databaseUrl: database.url });
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

interface Counts {
  readonly locations: number;
  readonly characters: number;
}

/**
 * Through the tRPC API, as the page's own user: seeded, a story under way, then filled up to 40 / 30. The
 * story's beats bring newcomers (which may take a count past its mark): the page is complete with as many
 * as the world has, which `counts` says.
 */
async function benchWorld(url: string): Promise<{ session: Session; worldId: string; worldName: string; counts: Counts }> {
  const { data, error } = await authClientFor(url).signUp({ email: `bench-${Date.now()}@example.com`, password: 'correct horse battery staple' });
  if (error || !data.session) throw error ?? new Error('sign-up gave no session');
  const trpc = trpcClientFor(url, data.session.access_token);
  const world = await trpc.world.create.mutate({ name: 'Benchmark Reach', description: 'A crowded frontier of forts, rivers and rival houses.' });
  await seedWorld(trpc, world.id);
  const arc = await trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'Two houses race to claim the river' });
  for (let beat = 1; beat < BEATS; beat += 1) {
    await trpc.world.recordWorldEvent.mutate({ world_id: world.id, event_type: 'player_action', impact_level: 'minor', description: `Event before beat ${beat}` });
    await trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
  }
  await trpc.world.recordWorldEvent.mutate({ world_id: world.id, event_type: 'world_event', impact_level: 'major', description: 'The river floods' });
  await fillWorld(trpc, world.id, { locations: LOCATIONS, characters: CHARACTERS });
  const counts = await entityCounts(trpc, world.id);
  if (counts.locations < LOCATIONS || counts.characters < CHARACTERS) throw new Error(`expected at least 40 / 30, got ${JSON.stringify(counts)}`);
  print(`world: ${counts.locations} locations, ${counts.characters} characters`);
  return { session: data.session, worldId: world.id, worldName: world.name, counts };
}

interface Visit {
  readonly browser: Browser;
  readonly url: string;
  readonly origin: string;
  readonly session: Session;
  readonly worldName: string;
  readonly counts: Counts;
}

interface Script {
  readonly path: string;
  readonly gzipped: number;
}

/** One cold visit in a fresh context, then a reload in the same one. */
async function visitTwice({ browser, url, origin, session, worldName, counts }: Visit): Promise<{ cold: number; warm: number; scripts: Script[] }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'worldloom-auth', value: JSON.stringify(session) }] }] },
  });
  const page = await context.newPage();
  const fetched: { path: string; body: Promise<Buffer> }[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') fetched.push({ path: new URL(response.url()).pathname, body: response.body() });
  };
  page.on('response', collect);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const cold = await interactiveAt(page, worldName, counts);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(fetched.map(async ({ path, body }) => ({ path, gzipped: gzipSync(await body, { level: 9 }).length })));
    page.off('response', collect);
    await page.reload({ waitUntil: 'commit' });
    const warm = await interactiveAt(page, worldName, counts);
    return { cold, warm, scripts };
  } finally {
    await context.close();
  }
}

/**
 * The page clock (0 = navigation start) at the first animation frame where the page is complete and usable.
 * A function, not a string: the app's Content-Security-Policy allows no eval. It names no helper of its own,
 * since tsx would wrap a named one in its __name, unknown to the page.
 */
async function interactiveAt(page: Page, worldName: string, counts: Counts): Promise<number> {
  const handle = await page.waitForFunction(
    ({ name, locations, characters }) => {
      const progress = Array.from(document.querySelectorAll('main button')).find((button) => button.textContent?.trim() === 'PROGRESS STORY');
      const complete =
        document.querySelector('main h1')?.textContent === name &&
        progress instanceof HTMLButtonElement &&
        !progress.disabled &&
        document.querySelectorAll('[data-testid="world-event"]').length > 0 &&
        document.querySelectorAll('[aria-labelledby="locations-title"] li button').length === locations &&
        document.querySelectorAll('[aria-labelledby="characters-title"] li button').length === characters;
      return complete ? performance.now() : false;
    },
    { name: worldName, locations: counts.locations, characters: counts.characters },
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function print(line: string): void {
  console.log(line);
}
