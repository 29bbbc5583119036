import fc from 'fast-check';
import { ApiErrorBody } from '@worldloom/contracts';
import { z } from 'zod';
import { appRouter } from '../../apps/api/src/app-router';
import type { OpenApiDocument } from '../../apps/api/src/platform/openapi/openapi-document';
import { expectMatchesOperation, type HttpMethod } from '../rest/support/openapi-validation';
import { signUpUser, startTestApp, type TestApp } from '../support/test-app';
import { type Credentials, type FuzzRequest, restOperations, restRequests, trpcProcedures, trpcRequests } from './fuzz-requests';

/** At least this many generated requests per run, spread evenly over every REST operation and tRPC procedure. */
const MIN_INPUTS = Number(process.env.FUZZ_INPUTS ?? 5200);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** What must never reach a client: a stack frame, a source path, or the database's own words. */
const STACK_TRACE = [/\bat [\w.$<>[\] ]+ \(\/?[^)]*:\d+:\d+\)/, /node_modules\//, /\/apps\/api\//, /\.[tj]s:\d+:\d+/];
const SQL_LEAKS = [
  /QueryFailedError|PostgresError|DatabaseError/,
  /syntax error at or near|violates [\w-]+ constraint|duplicate key value|invalid input syntax for type|invalid byte sequence|unterminated quoted/i,
  /relation "[\w.]+" does not exist|column "[\w.]+" (does not exist|of relation)/i,
  /\bSELECT\b[\s\S]{0,120}\bFROM\b|\bINSERT INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE FROM\b/,
];

/** tRPC's error answer, as superjson carries it. */
const TrpcError = z.object({
  error: z.object({ json: z.object({ message: z.string(), code: z.number(), data: z.object({ code: z.string(), httpStatus: z.number() }).loose() }) }),
});
const TrpcSuccess = z.object({ result: z.object({ data: z.unknown() }) });

class Tally {
  private readonly counts = new Map<string, number>();
  total = 0;

  add(face: string, kind: string, status: number): void {
    this.total += 1;
    for (const key of [`${face} ${status}`, `kind ${kind}`]) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  report(): string {
    return [...this.counts].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `${key}: ${count}`).join('\n');
  }
}

/**
 * The path as the server routes it: express ignores one trailing slash, so an empty last path parameter
 * (`GET /api/worlds/`) is answered by the operation without it (`GET /api/worlds`), whose schema it must match.
 */
function routedPath(path: string): string {
  return path.replace(/(.)\/(?=\?|$)/, '$1');
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body ${request.body.length > 300 ? `${request.body.slice(0, 300)}… (${request.body.length} chars)` : request.body}`;
  return `${request.method} ${request.path.length > 300 ? `${request.path.slice(0, 300)}…` : request.path}${body}`;
}

/**
 * Property-based fuzzing of both faces (issue 14): for every REST operation of the OpenAPI document and every
 * tRPC procedure, inputs drawn from their schemas (valid, one thing wrong, hostile values, broken transport).
 * Every answer: no 5xx; an error in the face's documented shape; a REST success matching its schema; no stack
 * trace or SQL in any body. FUZZ_SEED=<printed seed> replays a run (fast-check also prints the failing path).
 */
describe('fuzzing every REST operation and tRPC procedure', () => {
  let app: TestApp;
  let doc: OpenApiDocument;
  let credentials: Credentials;
  let existing: string[];
  const tally = new Tally();
  /** The last failing answer, described briefly (fast-check's report repeats the whole request, huge strings included). */
  let lastFailure = '';

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', TRPC_MUTATION_LIMIT: '1000000/1h', READ_YOUR_WRITES_TIMEOUT_MS: '30000' });
    doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as OpenApiDocument;
    ({ credentials, existing } = await fixture(app));
    process.stdout.write(`Fuzzing with FUZZ_SEED=${SEED}\n`);
  }, 120_000);

  afterAll(async () => {
    process.stdout.write(`Fuzz: ${tally.total} requests (FUZZ_SEED=${SEED})\n${tally.report()}\n`);
    await app?.close();
  });

  async function send(request: FuzzRequest): Promise<void> {
    try {
      await sendAndCheck(request);
    } catch (error) {
      lastFailure = (error as Error).message;
      throw error;
    }
  }

  async function sendAndCheck(request: FuzzRequest): Promise<void> {
    const response = await fetch(`${app.url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    tally.add(request.face, request.kind, response.status);
    const where = `${request.target} [${request.kind}] ${describeRequest(request)}\n→ ${response.status} ${text.slice(0, 500)}`;
    if (response.status >= 500) throw new Error(`5xx: ${where}`);
    for (const pattern of response.status >= 400 ? [...STACK_TRACE, ...SQL_LEAKS] : STACK_TRACE) {
      if (pattern.test(text)) throw new Error(`leaks ${pattern}: ${where}`);
    }
    // A request head over HTTP_MAX_HEADER_BYTES is refused by the server before any face sees it: the REST shape.
    if (request.face === 'trpc' && response.status !== 431) return checkTrpc(response.status, text, where);
    checkRest(request, response, text, where);
  }

  function checkRest(request: FuzzRequest, response: Response, text: string, where: string): void {
    if (response.status === 204 || response.status === 304) return;
    if (response.status >= 400) {
      const error = ApiErrorBody.safeParse(JSON.parse(text));
      if (!error.success) throw new Error(`not the REST error shape: ${where}`);
      return;
    }
    if (response.headers.get('content-type')?.startsWith('application/x-ndjson')) {
      text.trim().split('\n').forEach((line) => JSON.parse(line));
      return;
    }
    try {
      expectMatchesOperation(doc, request.method.toLowerCase() as HttpMethod, routedPath(request.path), response.status, JSON.parse(text));
    } catch (error) {
      throw new Error(`${(error as Error).message.slice(0, 800)}\n${where}`);
    }
  }

  function checkTrpc(status: number, text: string, where: string): void {
    const answers: unknown[] = [JSON.parse(text)].flat();
    for (const answer of answers) {
      const shape = status >= 400 || TrpcError.safeParse(answer).success ? TrpcError : TrpcSuccess;
      if (!shape.safeParse(answer).success) throw new Error(`not tRPC's ${status >= 400 ? 'error' : 'result'} shape: ${where}`);
    }
  }

  it(`sends at least ${MIN_INPUTS} generated inputs and never gets a 5xx, a leak or an undocumented shape`, async () => {
    const rest = restOperations(doc);
    const trpc = trpcProcedures(appRouter);
    const targets = [
      ...rest.map((operation) => ({ name: `${operation[0].toUpperCase()} ${operation[1]}`, requests: restRequests(doc, { existing }, credentials, operation) })),
      ...trpc.map((procedure) => ({ name: `tRPC ${procedure[0]}`, requests: trpcRequests({ existing }, credentials, procedure) })),
    ];
    const numRuns = Math.ceil(MIN_INPUTS / targets.length);
    for (const [index, target] of targets.entries()) {
      const seed = SEED + index;
      try {
        await fc.assert(fc.asyncProperty(target.requests, send), { numRuns, seed });
      } catch (error) {
        const replay = (error as Error).message.split('\n').find((line) => line.includes('seed:')) ?? '';
        throw new Error(`${target.name} failed (FUZZ_SEED=${SEED}; fast-check ${replay.trim()}):\n${lastFailure}`);
      }
    }
    expect(tally.total).toBeGreaterThanOrEqual(MIN_INPUTS);
    expect(rest.length).toBeGreaterThan(25);
    expect(trpc.length).toBeGreaterThan(40);
  }, 600_000);
});

/**
 * A user with an API key and a seeded world whose arc has beats, plus another user's world: the ids the
 * generators draw from, so valid inputs reach real rows (and another user's, which must answer 404).
 */
async function fixture(app: TestApp): Promise<{ credentials: Credentials; existing: string[] }> {
  const owner = await signUpUser(app.url);
  const other = await signUpUser(app.url);
  const { key: apiKey } = await owner.trpc.auth.apiKeys.create.mutate({ name: 'fuzz' });
  // The key the fuzzer may rename or revoke is not the one it calls with.
  const spare = await owner.trpc.auth.apiKeys.create.mutate({ name: 'spare' });
  const world = await owner.trpc.world.create.mutate({ name: 'Fuzzhaven', description: 'A harbour city of clockwork guilds' });
  const bare = await owner.trpc.world.create.mutate({ name: 'Emptyreach', description: 'Nothing here yet' });
  const elsewhere = await other.trpc.world.create.mutate({ name: 'Otherland', description: 'Not yours' });
  await owner.trpc.world.seedWorld.mutate({ worldId: world.id });
  for (let tries = 0; (await owner.trpc.character.list.query({ worldId: world.id })).length === 0; tries += 1) {
    if (tries > 400) throw new Error('the fixture world was not seeded');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const arc = await owner.trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'The guilds go to war' });
  await owner.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
  const state = await owner.trpc.world.getWorldState.query({ worldId: world.id });
  const [locations, factions, characters] = await Promise.all([
    owner.trpc.location.list.query({ worldId: world.id }),
    owner.trpc.faction.list.query({ worldId: world.id }),
    owner.trpc.character.list.query({ worldId: world.id }),
  ]);
  const existing = [
    world.id,
    bare.id,
    elsewhere.id,
    arc.id,
    spare.id,
    ...state.currentBeats.map((beat) => beat.id),
    ...[...locations, ...factions, ...characters].map((entity) => entity.id),
  ];
  return { credentials: { apiKey, accessToken: owner.accessToken }, existing };
}
