import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Arc, World } from '@worldloom/contracts';
import express from 'express';
import { createApp } from '../../apps/api/src/app.factory';
import { loadConfig } from '../../apps/api/src/app.config';
import { signUpUser } from '../support/test-app';
import { type BenchDatabase, createBenchDatabase } from './bench-database';
import { type BenchRow, formatTable, milliseconds, ratio } from './bench-report';

const CONNECTIONS = 32;
const DURATION_S = 10;
const WARM_UP_S = 2;
const AUTOCANNON = join(__dirname, '../../node_modules/autocannon/autocannon.js');

interface Load {
  readonly requestsPerSecond: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

/**
 * `npm run bench -- rest`: GET /api/worlds/{id}/state of a seeded world whose arc ran to completion, with
 * the rate limiter on (a limit never reached) and off, against a bare node:http server answering the same
 * bytes, and for reference a bare express server doing the same (the framework's own floor). Then the cost
 * of the hardening (issue 14): helmet's headers and the limits on, as deployed, against both off.
 * autocannon runs in a process of its own so it takes no event-loop time from the servers.
 */
export async function run(): Promise<void> {
  const database = await createBenchDatabase();
  try {
    console.log(`REST benchmark: ${CONNECTIONS} connections, ${DURATION_S} s each, Postgres from ${database.server}\n`);
    const limited = await startApp(database, { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PER_MINUTE: '1000000' });
    let target: { path: string; apiKey: string; body: string };
    let on: Load;
    try {
      target = await completedArcWorld(limited.url);
      on = await load(`${limited.url}${target.path}`, { 'x-api-key': target.apiKey });
    } finally {
      await limited.app.close();
    }
    const unlimited = await startApp(database, { RATE_LIMIT_ENABLED: 'false' });
    const off = await load(`${unlimited.url}${target.path}`, { 'x-api-key': target.apiKey }).finally(() => unlimited.app.close());
    const hardening = await compareHardening(database, target);
    const baseline = await loadServer(bareServer(target.body), target.path);
    const framework = await loadServer(bareExpress(target.body), target.path);

    const rows = [...table({ on, off, baseline, framework }, Buffer.byteLength(target.body)), ...hardeningRows(hardening)];
    console.log(`${formatTable(rows)}\n`);
    if (rows.some((row) => row.met === false)) process.exitCode = 1;
  } finally {
    await database.dispose();
  }
}

interface Loads {
  /** The app, rate limiter on. */
  readonly on: Load;
  /** The app, rate limiter off. */
  readonly off: Load;
  /** node:http answering the same bytes. */
  readonly baseline: Load;
  /** express answering the same bytes. */
  readonly framework: Load;
}

function table({ on, off, baseline, framework }: Loads, bytes: number): BenchRow[] {
  const rps = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
  const throughput = on.requestsPerSecond / baseline.requestsPerSecond;
  return [
    {
      measure: `GET state (${(bytes / 1024).toFixed(1)} kB), limiter on: throughput`,
      worldloom: rps(on.requestsPerSecond),
      baseline: `${rps(baseline.requestsPerSecond)} bare node:http`,
      ratio: ratio(throughput),
      goal: '>= 0.30x',
      met: throughput >= 0.3 && on.non2xx === 0 && on.errors === 0,
    },
    {
      measure: 'GET state, limiter on: p99 latency',
      worldloom: milliseconds(on.p99),
      baseline: milliseconds(baseline.p99),
      ratio: ratio(on.p99 / Math.max(baseline.p99, 1)),
      goal: '<= 25 ms',
      met: on.p99 <= 25,
    },
    {
      measure: 'reference: bare express, same bytes: throughput',
      worldloom: rps(framework.requestsPerSecond),
      baseline: `${rps(baseline.requestsPerSecond)} bare node:http`,
      ratio: ratio(framework.requestsPerSecond / baseline.requestsPerSecond),
      goal: '-',
    },
    {
      measure: 'GET state, limiter on, against bare express',
      worldloom: rps(on.requestsPerSecond),
      baseline: `${rps(framework.requestsPerSecond)} bare express`,
      ratio: ratio(on.requestsPerSecond / framework.requestsPerSecond),
      goal: '-',
    },
    {
      measure: 'GET state, limiter off: throughput',
      worldloom: rps(off.requestsPerSecond),
      baseline: `${rps(baseline.requestsPerSecond)} bare node:http`,
      ratio: ratio(off.requestsPerSecond / baseline.requestsPerSecond),
      goal: '-',
    },
    {
      measure: 'rate limiter cost: throughput on / off',
      worldloom: rps(on.requestsPerSecond),
      baseline: `${rps(off.requestsPerSecond)} off`,
      ratio: ratio(on.requestsPerSecond / off.requestsPerSecond),
      goal: '-',
    },
    {
      measure: 'rate limiter cost: p99 on / off',
      worldloom: milliseconds(on.p99),
      baseline: `${milliseconds(off.p99)} off`,
      ratio: ratio(on.p99 / Math.max(off.p99, 1)),
      goal: '-',
    },
  ];
}

const HARDENING_ROUNDS = 2;

/**
 * Helmet's headers and the limits on (as deployed) against both off, the two apps side by side and measured in
 * turns, `HARDENING_ROUNDS` each, keeping each one's best: on a shared machine the load drifts within a run, and
 * measuring one after the other would charge the drift to whichever went second.
 */
async function compareHardening(database: BenchDatabase, target: { path: string; apiKey: string }): Promise<{ on: Load; bare: Load }> {
  const hardened = await startApp(database, { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PER_MINUTE: '1000000' });
  const unhardened = await startApp(database, { RATE_LIMIT_ENABLED: 'false', SECURITY_HEADERS_ENABLED: 'false' });
  try {
    const rounds: Array<{ on: Load; bare: Load }> = [];
    for (let round = 0; round < HARDENING_ROUNDS; round += 1) {
      const on = await load(`${hardened.url}${target.path}`, { 'x-api-key': target.apiKey });
      const bare = await load(`${unhardened.url}${target.path}`, { 'x-api-key': target.apiKey });
      rounds.push({ on, bare });
    }
    const best = (loads: Load[]) => loads.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
    return { on: best(rounds.map((round) => round.on)), bare: best(rounds.map((round) => round.bare)) };
  } finally {
    await hardened.app.close();
    await unhardened.app.close();
  }
}

/** Helmet's headers and the limits on (as deployed: `on`) against both off (`bare`), measured in the same run. */
function hardeningRows({ on, bare }: { on: Load; bare: Load }): BenchRow[] {
  const rps = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
  const throughput = on.requestsPerSecond / bare.requestsPerSecond;
  return [
    {
      measure: `hardening cost: throughput, helmet + limits on / both off (best of ${HARDENING_ROUNDS}, in turns)`,
      worldloom: rps(on.requestsPerSecond),
      baseline: `${rps(bare.requestsPerSecond)} off`,
      ratio: ratio(throughput),
      goal: '>= 0.90x',
      met: throughput >= 0.9 && bare.non2xx === 0 && bare.errors === 0,
    },
    {
      measure: 'hardening cost: p99, helmet + limits on / both off',
      worldloom: milliseconds(on.p99),
      baseline: `${milliseconds(bare.p99)} off`,
      ratio: ratio(on.p99 / Math.max(bare.p99, 1)),
      goal: '-',
    },
  ];
}

async function startApp(database: BenchDatabase, env: Record<string, string>): Promise<{ app: NestExpressApplication; url: string }> {
  const config = loadConfig({ LOG_LEVEL: 'error', DATABASE_URL: database.url, ...env });
  const app = await createApp({ config, databaseUrl: database.url });
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

/** Through the app's own faces: a user and a key (tRPC), then a world seeded and an arc progressed to its end (REST). */
async function completedArcWorld(url: string): Promise<{ path: string; apiKey: string; body: string }> {
  const { trpc } = await signUpUser(url);
  const { key: apiKey } = await trpc.auth.apiKeys.create.mutate({ name: 'bench' });
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const world = await call<World>('POST', '/api/worlds', { name: 'Brassport', description: 'A steampunk harbour of clockwork and smoke' });
  await call('POST', `/api/worlds/${world.id}/seed`);
  while ((await call<{ items: unknown[] }>('GET', `/api/characters?worldId=${world.id}&limit=1`)).items.length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const arc = await call<Arc>('POST', `/api/worlds/${world.id}/arcs`, { storyIdea: 'The harbour is a machine' });
  while (!(await call<{ complete: boolean }>('POST', `/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id })).complete);
  const path = `/api/worlds/${world.id}/state`;
  const body = JSON.stringify(await call('GET', path));
  return { path, apiKey, body };
}

/** The same JSON bytes with the same content type, and nothing else. */
function bareServer(body: string): Server {
  return createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
}

/** express 5 (the app's HTTP layer) answering the same bytes from one route. */
function bareExpress(body: string): Server {
  const server = express();
  server.get(/.*/, (_request, response) => {
    response.type('application/json').send(body);
  });
  return createServer(server);
}

async function loadServer(server: Server, path: string): Promise<Load> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await load(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, {});
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** autocannon's CLI in a child process, after a short warm-up; its JSON report. */
async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  await autocannon(['-c', String(CONNECTIONS), '-d', String(WARM_UP_S), ...headerArgs, url]);
  const report = JSON.parse(await autocannon(['-c', String(CONNECTIONS), '-d', String(DURATION_S), ...headerArgs, url])) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  return { requestsPerSecond: report.requests.average, p99: report.latency.p99, non2xx: report.non2xx, errors: report.errors };
}

function autocannon(args: string[]): Promise<string> {
  const child = spawn(process.execPath, [AUTOCANNON, '--json', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`autocannon exited ${code}: ${stderr}`)))),
  );
}
