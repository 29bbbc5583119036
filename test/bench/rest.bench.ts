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
import { type InterleavedLoad, interleavedLoad } from './interleaved-load';

const CONNECTIONS = 32;
const DURATION_S = 10;
const WARM_UP_S = 2;
const AUTOCANNON = join(__dirname, '../../node_modules/autocannon/autocannon.js');

interface Load {
  readonly requestsPerSecond: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
  /**
   * CPU time this process (the servers; autocannon runs in a child) spent per answered request while loaded:
   * on a saturated, shared machine throughput is the CPU the process gets divided by this, so its ratio
   * holds when the CPU the machine gives moves within a run.
   */
  readonly cpuUsPerRequest: number;
}

/**
 * `npm run bench -- rest`: GET /api/worlds/{id}/state of a seeded world whose arc ran to completion, with
 * the rate limiter on (a limit never reached) and off, against a bare node:http server answering the same
 * bytes, and for reference a bare express server doing the same (the framework's own floor). Then the cost
 * of the hardening (issue 14): helmet's headers and the limits on, as deployed (counters in memory, and in
 * Redis as the compose file runs them), against both off, in interleaved slices (compareHardening).
 * autocannon runs in a process of its own so it takes no event-loop time from the servers.
 */
export async function run(): Promise<void> {
  const database = await createBenchDatabase();
  try {
    console.log(`REST benchmark: ${CONNECTIONS} connections, ${DURATION_S} s each, Postgres from ${database.server}\n`);
    const limited = await startApp(database, { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PER_MINUTE: '1000000' });
    let target: { path: string; apiKey: string; apiKeys: string[]; body: string };
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

const HARDENING_ROUNDS = 120;
const HARDENING_WARM_UP_ROUNDS = 8;
const HARDENING_SLICE_MS = 250;
/** API keys the hardening load spreads over, a connection each in turn: no key nears the limit within a window. */
const HARDENING_KEYS = 3;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface HardeningLoads {
  /** helmet + limits on, counters in memory (one instance). */
  readonly on: InterleavedLoad;
  /** helmet + limits on, counters in Redis (REDIS_URL, as the compose deployment runs). */
  readonly redis: InterleavedLoad;
  /** helmet and limits off. */
  readonly bare: InterleavedLoad;
}

/**
 * Helmet's headers and the limits on (as deployed: counters in memory, and in Redis as the compose file runs them)
 * against both off, the three apps side by side in this process and loaded in interleaved slices (interleavedLoad):
 * `HARDENING_ROUNDS` rounds of a `HARDENING_SLICE_MS` slice each, in shuffled order. An A/A pair of identical apps
 * read 0.99x and 1.04x this way, where turns of whole seconds had read them 0.6x to 1.6x apart.
 */
async function compareHardening(database: BenchDatabase, target: { path: string; apiKeys: readonly string[] }): Promise<HardeningLoads> {
  const hardenedEnv = { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PER_MINUTE: '1000000' };
  const apps = [
    await startApp(database, hardenedEnv),
    await startApp(database, { ...hardenedEnv, REDIS_URL, RATE_LIMIT_KEY_PREFIX: `worldloom-bench:${Date.now()}:` }),
    await startApp(database, { RATE_LIMIT_ENABLED: 'false', SECURITY_HEADERS_ENABLED: 'false' }),
  ];
  try {
    const headers = target.apiKeys.map((apiKey) => ({ 'x-api-key': apiKey }));
    const [on, redis, bare] = await interleavedLoad({
      targets: apps.map(({ url }) => ({ port: Number(new URL(url).port), path: target.path, headers })),
      connections: CONNECTIONS,
      sliceMs: HARDENING_SLICE_MS,
      rounds: HARDENING_ROUNDS,
      warmUpRounds: HARDENING_WARM_UP_ROUNDS,
    });
    return { on: on!, redis: redis!, bare: bare! };
  } finally {
    for (const { app } of apps) await app.close();
  }
}

/**
 * Helmet's headers and the limits on (as deployed) against both off (`bare`), measured in the same run: the goal
 * (issue 14: within 10% of off, counters in memory and in Redis) on the throughput of the interleaved slices, with
 * the capacity (1 / CPU time per request), the p99 and the spread of the capacity over six blocks of rounds beside it.
 */
function hardeningRows({ on, redis, bare }: HardeningLoads): BenchRow[] {
  const rps = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
  const cpu = (load: InterleavedLoad) => `${load.cpuUsPerRequest.toFixed(1)} µs/req`;
  const each = `${HARDENING_ROUNDS - HARDENING_WARM_UP_ROUNDS} interleaved rounds of ${HARDENING_SLICE_MS} ms`;
  const against = (load: InterleavedLoad, [throughputMeasure, capacityMeasure, p99Measure, spreadMeasure]: readonly [string, string, string, string]): BenchRow[] => {
    const throughput = load.requestsPerSecond / bare.requestsPerSecond;
    return [
      {
        measure: throughputMeasure,
        worldloom: rps(load.requestsPerSecond),
        baseline: `${rps(bare.requestsPerSecond)} off`,
        ratio: ratio(throughput),
        goal: '>= 0.90x',
        met: throughput >= 0.9 && load.non2xx === 0 && bare.non2xx === 0,
      },
      { measure: capacityMeasure, worldloom: cpu(load), baseline: `${cpu(bare)} off`, ratio: ratio(bare.cpuUsPerRequest / load.cpuUsPerRequest), goal: '-' },
      { measure: p99Measure, worldloom: milliseconds(load.p99Ms), baseline: `${milliseconds(bare.p99Ms)} off`, ratio: ratio(load.p99Ms / bare.p99Ms), goal: '-' },
      {
        measure: spreadMeasure,
        worldloom: load.blocks.map((block, index) => ratio(bare.blocks[index]! / block)).join(' '),
        baseline: 'capacity / off',
        ratio: '-',
        goal: '-',
      },
    ];
  };
  return [
    ...against(on, [
      `hardening cost: throughput, helmet + limits on / both off (${each})`,
      'hardening cost: capacity (1 / CPU per request), on / off',
      'hardening cost: p99, on / off',
      'hardening cost: capacity in six blocks of rounds, on / off',
    ]),
    ...against(redis, [
      'hardening cost, counters in Redis (REDIS_URL): throughput / both off',
      'hardening cost, counters in Redis: capacity / off',
      'hardening cost, counters in Redis: p99 / off',
      'hardening cost, counters in Redis: capacity in six blocks of rounds / off',
    ]),
  ];
}

async function startApp(database: BenchDatabase, env: Record<string, string>): Promise<{ app: NestExpressApplication; url: string }> {
  const config = loadConfig({ LOG_LEVEL: 'error', DATABASE_URL: database.url, ...env });
  const app = await createApp({ config, databaseUrl: database.url });
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

/** Through the app's own faces: a user and its keys (tRPC), then a world seeded and an arc progressed to its end (REST). */
async function completedArcWorld(url: string): Promise<{ path: string; apiKey: string; apiKeys: string[]; body: string }> {
  const { trpc } = await signUpUser(url);
  const apiKeys: string[] = [];
  for (let index = 0; index < HARDENING_KEYS; index++) apiKeys.push((await trpc.auth.apiKeys.create.mutate({ name: `bench ${index + 1}` })).key);
  const apiKey = apiKeys[0]!;
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
  return { path, apiKey, apiKeys, body };
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
async function load(url: string, headers: Record<string, string>, durationS = DURATION_S, warmUpS = WARM_UP_S): Promise<Load> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  await autocannon(['-c', String(CONNECTIONS), '-d', String(warmUpS), ...headerArgs, url]);
  const cpuBefore = process.cpuUsage();
  const report = JSON.parse(await autocannon(['-c', String(CONNECTIONS), '-d', String(durationS), ...headerArgs, url])) as {
    requests: { average: number; total: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  const cpu = process.cpuUsage(cpuBefore);
  return {
    requestsPerSecond: report.requests.average,
    p99: report.latency.p99,
    non2xx: report.non2xx,
    errors: report.errors,
    cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(report.requests.total, 1),
  };
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
