import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { type BenchRow, formatTable } from './bench-report';

/**
 * `npm run bench -- web`: the JavaScript a first visit downloads, gzipped, for /, /app and /app/worlds.
 * apps/web/dist is served as `npm start` serves it (index.html for every page path); the app's pages are
 * visited with a signed-in session in storage, the way auth-js keeps it, and their data calls answer empty
 * lists so the pages render completely. The landing page runs on React alone (no router, auth-js, data
 * client or howler before Begin Your Journey): 80 KB (issue 13).
 */
const DIST = resolve(__dirname, '../../apps/web/dist');
const KB = 1024;
const GOALS_KB: Record<string, number> = { '/': 80, '/app': 250, '/app/worlds': 250 };
/** What the landing page must not load before Begin Your Journey (issues 13 and 18): the router, tRPC, React Query, auth-js, howler. */
const NOT_ON_THE_LANDING = /node_modules\/(@tanstack\/(react-router|router-core|query-core|react-query)|@trpc\/|superjson|@supabase\/auth-js|howler)\//;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export async function run(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    print('apps/web/dist is missing: building it');
    execFileSync('npm', ['run', 'build', '-w', '@worldloom/web'], { stdio: 'inherit', cwd: resolve(__dirname, '../..') });
  }
  const server = await serveDist();
  const browser = await launchChromium();
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    print(`Web bundle benchmark: apps/web/dist, headless chromium, JS gzipped (level 9) per route\n`);
    const rows: BenchRow[] = [];
    for (const route of Object.keys(GOALS_KB)) rows.push(...(await measureRoute(browser, origin, route)));
    print(`\n${formatTable(rows)}\n`);
    if (rows.some((row) => row.met === false)) process.exitCode = 1;
  } finally {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
}

interface Script {
  readonly path: string;
  readonly gzipped: number;
  readonly beforeLoad: boolean;
}

async function measureRoute(browser: Browser, origin: string, route: string): Promise<BenchRow[]> {
  const context = await browser.newContext({
    storageState: route === '/' ? undefined : { cookies: [], origins: [{ origin, localStorage: [signedInSession()] }] },
  });
  const page = await context.newPage();
  await page.route('**/api/trpc/**', (request) => request.fulfill({ json: emptyBatch(request.request().url()) }));
  const scripts = await scriptsOfFirstVisit(page, `${origin}${route}`);
  await context.close();

  const sum = (list: readonly Script[]) => list.reduce((total, script) => total + script.gzipped, 0);
  const total = sum(scripts);
  const beforeLoad = sum(scripts.filter((script) => script.beforeLoad));
  for (const script of scripts) {
    print(`  ${route.padEnd(11)} ${script.path.padEnd(48)} ${kb(script.gzipped).padStart(9)}${script.beforeLoad ? '' : '  (after load)'}`);
  }
  const libraries = route === '/' ? [landingLibraries(scripts)] : [];
  return [
    ...libraries,
    { measure: `${route} JS before the load event`, worldloom: kb(beforeLoad), baseline: '-', ratio: '-', goal: '-' },
    {
      measure: `${route} JS until rendered and idle`,
      worldloom: kb(total),
      baseline: '-',
      ratio: `${scripts.length} files`,
      goal: `<= ${GOALS_KB[route]} KB`,
      met: total <= GOALS_KB[route]! * KB,
    },
  ];
}

/** The packages bundled into the landing's scripts (from their source maps) that it must not load. */
function landingLibraries(scripts: readonly Script[]): BenchRow {
  const sources = scripts.flatMap(({ path }) => {
    const map = join(DIST, `${path}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  });
  const loaded = [...new Set(sources.map((source) => NOT_ON_THE_LANDING.exec(source)?.[1]).filter((name) => name !== undefined))];
  return {
    measure: '/ router, tRPC, React Query, auth-js or howler loaded',
    worldloom: loaded.length > 0 ? loaded.join(', ') : 'none',
    baseline: '-',
    ratio: `${sources.length} modules`,
    goal: 'none',
    // No source maps would mean nothing was checked.
    met: sources.length > 0 && loaded.length === 0,
  };
}

/** Every script the page fetched until it rendered and the network went quiet, gzipped. */
async function scriptsOfFirstVisit(page: Page, url: string): Promise<Script[]> {
  const fetched: { path: string; body: Promise<Buffer>; at: number }[] = [];
  let loadedAt = Number.POSITIVE_INFINITY;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    fetched.push({ path: new URL(response.url()).pathname, body: response.body(), at: Date.now() });
  });
  page.on('load', () => (loadedAt = Date.now()));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  return Promise.all(
    fetched.map(async ({ path, body, at }) => ({ path, gzipped: gzipSync(await body, { level: 9 }).length, beforeLoad: at <= loadedAt })),
  );
}

/** A session as auth-js persists it, valid for an hour: /app opens without a network round trip. */
function signedInSession(): { name: string; value: string } {
  const now = Math.floor(Date.now() / 1000);
  const session = {
    access_token: 'bench',
    refresh_token: 'bench',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: { id: '00000000-0000-4000-8000-000000000000', aud: 'authenticated', email: 'bench@example.com', app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() },
  };
  return { name: 'worldloom-auth', value: JSON.stringify(session) };
}

/** A tRPC batch answer of empty lists, one per procedure in the URL. */
function emptyBatch(url: string): unknown[] {
  const procedures = new URL(url).pathname.replace(/^\/api\/trpc\//, '').split(',');
  return procedures.map(() => ({ result: { data: { json: [] } } }));
}

function serveDist(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const file = join(DIST, path);
    const found = file.startsWith(DIST) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(DIST, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream' });
    response.end(readFileSync(served));
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function print(line: string): void {
  console.log(line);
}
