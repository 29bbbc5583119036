import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Session } from '@supabase/auth-js';
import type { Location } from '@worldloom/contracts';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { createApp } from '../../apps/api/src/app.factory';
import { loadConfig } from '../../apps/api/src/app.config';
import { launchChromium } from '../support/browser';
import { authClientFor, trpcClientFor } from '../support/test-app';
import { entityCounts, fillWorld, seedWorld } from '../web/support/world-detail-fixtures';
import { type BenchDatabase, createBenchDatabase } from './bench-database';
import { type BenchRow, formatTable, milliseconds, percentile, ratio } from './bench-report';

/**
 * `npm run bench -- web`, the world map and the relationship graph (issue 13): a world of 40 locations and
 * 30 characters with an arc at beat 8, opened cold (a fresh browser context) in headless chromium against
 * the real app, at 1280×800. All timings are the page's own clock (the Performance API):
 * - navigation to interactive: from navigation start to the first frame where the world's name, PROGRESS
 *   STORY (enabled), the current beat's events and all the world's locations and characters (at least 40 and 30) are on the page;
 * - the map's first render: the page's "world-map first render" measure, from the map's first render call to
 *   the task after the frame that painted it; its baseline is an empty frame timed the same way on the same
 *   page once the map and the graph are drawn (a mark, the next frame, the task after it: what no render at
 *   all costs there, the machine's frame rate and load included);
 * - scrubbing: once every beat's world was read, the scrubber moves one beat per animation frame, back and
 *   forth over the arc, for SCRUB_FRAMES frames; frames per second over that time, and the longest frame;
 * - the route's own JS: the scripts a cold visit of the world fetched that a cold visit of /app/worlds did
 *   not, gzipped (level 9); the map and graph's chunk must be requested after the page is interactive.
 */
const DIST = resolve(__dirname, '../../apps/web/dist');
const LOCATIONS = 40;
const CHARACTERS = 30;
const BEATS = 8;
const RUNS = 7;
const SCRUB_FRAMES = 180;
const EMPTY_FRAMES = 9;
const GOAL_INTERACTIVE_MS = 1000;
const GOAL_FIRST_RENDER_MS = 50;
const GOAL_SCRUB_FPS = 55;
const GOAL_ROUTE_JS_KB = 60;
const KB = 1024;
const ATLAS_CHUNK = /\/world-atlas-[^/]+\.js$/;

export async function run(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    print('apps/web/dist is missing: building it');
    execFileSync('npm', ['run', 'build', '-w', '@worldloom/web'], { stdio: 'inherit', cwd: resolve(__dirname, '../..') });
  }
  const built = statSync(join(DIST, 'index.html')).mtimeMs;
  const database = await createBenchDatabase();
  const { app, url } = await startApp(database);
  const browser = await launchChromium();
  try {
    const world = await benchWorld(url);
    print(`\nWorld map and graph benchmark: ${LOCATIONS} locations, ${CHARACTERS} characters, an arc at beat ${BEATS}; ${database.server}, headless chromium\n`);
    const { scripts: listScripts } = await coldVisit(browser, url, world.session, `${url}/app/worlds`, async (page) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    });
    const visits: AtlasVisit[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const visit = await atlasVisit(browser, url, world);
      const atlas = visit.scripts.find((script) => ATLAS_CHUNK.test(script.path));
      print(
        `  visit ${index + 1}: interactive ${milliseconds(visit.interactive)}, map chunk requested at ${atlas ? milliseconds(atlas.requestedAt) : '-'}, ` +
          `map first render ${milliseconds(visit.firstRender)} (empty frame ${milliseconds(visit.emptyFrame)}), scrubbing ${visit.scrubFps.toFixed(1)} fps (step script ${milliseconds(visit.stepScript)})`,
      );
      visits.push(visit);
    }
    print('');
    const shared = new Set(listScripts.map((script) => script.path));
    const own = visits[0]!.scripts.filter((script) => !shared.has(script.path));
    for (const script of own) {
      print(`  ${script.path.padEnd(48)} ${kb(script.gzipped).padStart(9)}  requested at ${milliseconds(script.requestedAt)}${script.requestedAt >= visits[0]!.interactive ? ' (after interactive)' : ''}`);
    }
    const rows = tableRows(visits, own);
    print(`\n${formatTable(rows)}\n`);
    if (statSync(join(DIST, 'index.html')).mtimeMs !== built) print('apps/web/dist was rebuilt during the run: run it again for figures of one build.');
    if (rows.some((row) => row.met === false)) process.exitCode = 1;
  } finally {
    await browser.close();
    await app.close();
    await database.dispose();
  }
}

interface BenchWorld {
  readonly session: Session;
  readonly worldId: string;
  readonly worldName: string;
  /** How many places the map draws now. */
  readonly onTheMap: number;
  /** How many locations and characters the lists show (at least 40 and 30). */
  readonly counts: { readonly locations: number; readonly characters: number };
}

interface Script {
  readonly path: string;
  readonly gzipped: number;
  /** When the page asked for it, on its own clock (Resource Timing's startTime). */
  readonly requestedAt: number;
}

interface AtlasVisit {
  readonly interactive: number;
  readonly firstRender: number;
  /** The same measure around no render at all, on the same page (median of EMPTY_FRAMES). */
  readonly emptyFrame: number;
  readonly scrubFps: number;
  readonly longestFrame: number;
  /** The script time of one step of the scrubber: the input event, React's render and commit (median). */
  readonly stepScript: number;
  readonly scripts: Script[];
}

function tableRows(visits: readonly AtlasVisit[], own: readonly Script[]): BenchRow[] {
  const sorted = (pick: (visit: AtlasVisit) => number) => visits.map(pick).sort((a, b) => a - b);
  const interactive = sorted((visit) => visit.interactive);
  const firstRender = sorted((visit) => visit.firstRender);
  const emptyFrame = sorted((visit) => visit.emptyFrame);
  const fps = sorted((visit) => visit.scrubFps);
  const longest = sorted((visit) => visit.longestFrame);
  const ownTotal = own.reduce((sum, script) => sum + script.gzipped, 0);
  const atlas = own.filter((script) => ATLAS_CHUNK.test(script.path));
  const atlasLate = visits.every((visit) => visit.scripts.some((script) => ATLAS_CHUNK.test(script.path) && script.requestedAt >= visit.interactive));
  const median = (values: number[]) => percentile(values, 0.5);
  return [
    {
      measure: 'navigation to interactive, cold (median)',
      worldloom: milliseconds(median(interactive)),
      baseline: '-',
      ratio: `p90 ${milliseconds(percentile(interactive, 0.9))}`,
      goal: `<= ${GOAL_INTERACTIVE_MS} ms`,
      met: median(interactive) <= GOAL_INTERACTIVE_MS,
    },
    {
      measure: 'map first render (median)',
      worldloom: milliseconds(median(firstRender)),
      baseline: `${milliseconds(median(emptyFrame))} empty frame`,
      ratio: `${ratio(median(firstRender) / median(emptyFrame))}, p90 ${milliseconds(percentile(firstRender, 0.9))}`,
      goal: `<= ${GOAL_FIRST_RENDER_MS} ms`,
      met: median(firstRender) <= GOAL_FIRST_RENDER_MS,
    },
    {
      measure: 'scrubbing between beats, frames/s (median)',
      worldloom: `${median(fps).toFixed(1)} fps`,
      baseline: '-',
      ratio: `worst ${fps[0]!.toFixed(1)} fps, longest frame ${milliseconds(median(longest))}`,
      goal: `>= ${GOAL_SCRUB_FPS} fps`,
      met: median(fps) >= GOAL_SCRUB_FPS,
    },
    {
      measure: 'script time of one scrubbing step (median)',
      worldloom: milliseconds(median(sorted((visit) => visit.stepScript))),
      baseline: '-',
      ratio: '-',
      goal: '-',
    },
    {
      measure: "world-detail route's own JS, gzipped",
      worldloom: kb(ownTotal),
      baseline: '-',
      ratio: `${own.length} files`,
      goal: `<= ${GOAL_ROUTE_JS_KB} KB`,
      met: ownTotal <= GOAL_ROUTE_JS_KB * KB,
    },
    {
      measure: 'of which the map and graph, requested after interactive',
      worldloom: kb(atlas.reduce((sum, script) => sum + script.gzipped, 0)),
      baseline: '-',
      ratio: atlasLate ? 'after interactive in every visit' : 'BEFORE interactive',
      goal: 'after interactive',
      met: atlas.length > 0 && atlasLate,
    },
  ];
}

async function startApp(database: BenchDatabase): Promise<{ app: NestExpressApplication; url: string }> {
  const config = loadConfig({ LOG_LEVEL: 'error', DATABASE_URL: database.url });
  const app = await createApp({ config, databaseUrl: database.url });
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

/** Through the tRPC API, as the page's own user: seeded, filled up to 40 / 30 (placed on the map), a story at beat 8. */
async function benchWorld(url: string): Promise<BenchWorld> {
  const { data, error } = await authClientFor(url).signUp({ email: `atlas-bench-${Date.now()}@example.com`, password: 'correct horse battery staple' });
  if (error || !data.session) throw error ?? new Error('sign-up gave no session');
  const trpc = trpcClientFor(url, data.session.access_token);
  const world = await trpc.world.create.mutate({ name: 'Atlas Reach', description: 'A crowded frontier of forts, rivers and rival houses.' });
  await seedWorld(trpc, world.id);
  const arc = await trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'Two houses race to claim the river' });
  for (let beat = 1; beat <= BEATS; beat += 1) {
    await trpc.world.recordWorldEvent.mutate({ world_id: world.id, event_type: 'world_event', impact_level: 'major', description: `Event of beat ${beat}` });
    await trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
  }
  await trpc.world.recordWorldEvent.mutate({ world_id: world.id, event_type: 'world_event', impact_level: 'major', description: 'The river floods' });
  // Filled up after the story, whose beats bring newcomers (which may already take a count past its mark): at least 40 and 30 now.
  await fillWorld(trpc, world.id, { locations: LOCATIONS, characters: CHARACTERS });
  const counts = await entityCounts(trpc, world.id);
  if (counts.locations < LOCATIONS || counts.characters < CHARACTERS) throw new Error(`expected at least 40 / 30, got ${JSON.stringify(counts)}`);
  console.log(`world: ${counts.locations} locations, ${counts.characters} characters`);
  const locations = await trpc.location.list.query({ worldId: world.id });
  const located = (location: Location) => location.relative_x !== null && location.relative_y !== null;
  // The map draws every place with coordinates, and a region without them at the middle of its places.
  const onTheMap = locations.filter(
    (location) => located(location) || (location.type === 'region' && locations.some((place) => place.parent_location_id === location.id && located(place))),
  ).length;
  return { session: data.session, worldId: world.id, worldName: world.name, onTheMap, counts };
}

/** A fresh context signed in as the bench user, at 1280×800: what `use` found, and every script fetched. */
async function coldVisit<T>(
  browser: Browser,
  origin: string,
  session: Session,
  url: string,
  use: (page: Page) => Promise<T>,
): Promise<{ value: T; scripts: Script[] }> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    // The app's Content-Security-Policy forbids eval, which the page-side measures (strings) need.
    bypassCSP: true,
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'worldloom-auth', value: JSON.stringify(session) }] }] },
  });
  try {
    const page = await context.newPage();
    const fetched: { url: string; body: Promise<Buffer | null> }[] = [];
    page.on('response', (response: Response) => {
      // Read at once (a body is gone after the page navigates), and never left to reject unheard.
      if (response.request().resourceType() === 'script') fetched.push({ url: response.url(), body: response.body().catch(() => null) });
    });
    await page.goto(url, { waitUntil: 'commit' });
    const value = await use(page);
    await page.waitForLoadState('networkidle');
    const started = new Map(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as [string, number]),
      ),
    );
    const scripts = await Promise.all(
      fetched.map(async ({ url: address, body }) => {
        const path = new URL(address).pathname;
        const bytes = (await body) ?? readFileSync(join(DIST, path));
        return { path, gzipped: gzipSync(bytes, { level: 9 }).length, requestedAt: started.get(address) ?? 0 };
      }),
    );
    return { value, scripts };
  } finally {
    await context.close();
  }
}

async function atlasVisit(browser: Browser, origin: string, world: BenchWorld): Promise<AtlasVisit> {
  const { value, scripts } = await coldVisit(browser, origin, world.session, `${origin}/app/worlds/${world.worldId}`, async (page) => {
    const interactive = await interactiveAt(page, world.worldName, world.counts);
    const firstRender = await firstRenderOfMap(page, world.onTheMap);
    const emptyFrame = await emptyFrameOf(page);
    const { fps, longestFrame, stepScript } = await scrubFrames(page);
    return { interactive, firstRender, emptyFrame, scrubFps: fps, longestFrame, stepScript };
  });
  return { ...value, scripts };
}

/**
 * The page clock (0 = navigation start) at the first animation frame where the page is complete and usable.
 * Strings, not functions, for the page: tsx would wrap a function's inner helpers in its own __name.
 */
async function interactiveAt(page: Page, worldName: string, counts: BenchWorld['counts']): Promise<number> {
  const conditions = `(() => {
    const items = (section) => document.querySelectorAll('[aria-labelledby="' + section + '-title"] li button').length;
    const progress = Array.from(document.querySelectorAll('main button')).find((button) => button.textContent.trim() === 'PROGRESS STORY');
    return {
      name: document.querySelector('main h1')?.textContent === ${JSON.stringify(worldName)},
      progress: progress !== undefined && !progress.disabled,
      events: document.querySelectorAll('[data-testid="world-event"]').length > 0,
      locations: items('locations') === ${counts.locations},
      characters: items('characters') === ${counts.characters},
    };
  })()`;
  try {
    const handle = await page.waitForFunction(`Object.values(${conditions}).every(Boolean) ? performance.now() : false`, undefined, {
      polling: 'raf',
      timeout: 30_000,
    });
    return (await handle.jsonValue()) as number;
  } catch (error) {
    throw new Error(`the world page was not complete in 30 s: ${JSON.stringify(await page.evaluate(conditions))}`, { cause: error });
  }
}

/** The map's own measure, once it drew every place it has coordinates for. */
async function firstRenderOfMap(page: Page, places: number): Promise<number> {
  const handle = await page.waitForFunction(
    `(() => {
      const entry = performance.getEntriesByName('world-map first render')[0];
      return entry && document.querySelectorAll('[data-testid="map-place"]').length === ${places} ? entry.duration : false;
    })()`,
    undefined,
    { polling: 100, timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * The baseline of the map's first render: once the graph is drawn too, the median of EMPTY_FRAMES empty
 * frames, each timed as the map's measure is (a mark, the next animation frame, the task after it).
 */
async function emptyFrameOf(page: Page): Promise<number> {
  await page.getByTestId('graph-node').first().waitFor();
  return (await page.evaluate(`(async () => {
    const frames = [];
    for (let index = 0; index < ${EMPTY_FRAMES}; index += 1) {
      // Started anywhere in a frame, as a render is.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 17));
      const start = performance.now();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      frames.push(performance.now() - start);
    }
    frames.sort((a, b) => a - b);
    return frames[Math.floor(frames.length / 2)];
  })()`)) as number;
}

/**
 * Reads every beat's world once (stepping the scrubber through them, as a user would before scrubbing back
 * and forth), then moves the scrubber one stop per animation frame over the beats and now, back and forth,
 * and times the frames: frames per second, and the longest frame. Checks the map followed: the point shown
 * is the last one asked for.
 */
async function scrubFrames(page: Page): Promise<{ fps: number; longestFrame: number; stepScript: number }> {
  const scrubber = page.getByRole('slider', { name: 'Beat shown on the map and the graph' });
  const point = page.getByTestId('atlas-point');
  await scrubber.focus();
  await page.keyboard.press('Home');
  // Beat 0 (the arc's opening) to beat BEATS, then now.
  for (let beat = 0; beat <= BEATS; beat += 1) {
    await point.filter({ hasText: new RegExp(`^Beat ${beat}: `) }).waitFor();
    await page.waitForFunction(`document.querySelector('[data-testid="atlas-scrubber"] [role="status"]').textContent === ''`, undefined, { polling: 'raf' });
    await page.keyboard.press('ArrowRight');
  }
  await point.filter({ hasText: /^Now$/ }).waitFor();
  const result = (await page.evaluate(`new Promise((resolve) => {
    const input = document.querySelector('input[type="range"][aria-label="Beat shown on the map and the graph"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const last = Number(input.max);
    const stamps = [];
    const steps = [];
    let value = Number(input.value);
    let direction = -1;
    performance.mark('atlas-scrub:start');
    const frame = (time) => {
      stamps.push(time);
      if (stamps.length > ${SCRUB_FRAMES}) {
        performance.measure('atlas-scrub', 'atlas-scrub:start');
        const gaps = stamps.slice(1).map((stamp, index) => stamp - stamps[index]);
        steps.sort((a, b) => a - b);
        resolve({ frames: gaps.length, elapsed: stamps[stamps.length - 1] - stamps[0], longest: Math.max(...gaps), step: steps[Math.floor(steps.length / 2)], value });
        return;
      }
      if (value + direction < 0 || value + direction > last) direction = -direction;
      value += direction;
      const before = performance.now();
      setValue.call(input, String(value));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      steps.push(performance.now() - before);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`)) as { frames: number; elapsed: number; longest: number; step: number; value: number };
  const expected = result.value === BEATS + 1 ? 'Now' : `Beat ${result.value}: `;
  const shown = (await point.innerText()).trim();
  if (!shown.startsWith(expected)) throw new Error(`the scrubber ended at stop ${result.value} but shows "${shown}"`);
  return { fps: (result.frames / result.elapsed) * 1000, longestFrame: result.longest, stepScript: result.step };
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function print(line: string): void {
  console.log(line);
}
