import { type CallAccess, procedureAccess, routeAccess, type WorldRole, type WorldScope } from '@worldloom/contracts';
import { createTRPCUntypedClient, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { appRouter } from '../../apps/api/src/app-router';
import { appOpenApiDocument } from '../../apps/api/src/app-openapi';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '../support/test-app';

/**
 * Every tRPC procedure (from the app router) and every REST operation (from the OpenAPI document), called as
 * the owner, a co-author, a player, a viewer, a removed member and a stranger; each answer is checked against
 * the permissions table. Inputs carry only the id a rule names, so calls that pass the check mostly stop at
 * their schema (400) and change nothing; the point is the check's verdict, which comes first.
 */
type Caller = 'owner' | 'co-author' | 'player' | 'viewer' | 'removed' | 'stranger';
const CALLERS: readonly Caller[] = ['owner', 'co-author', 'player', 'viewer', 'removed', 'stranger'];
/** Those who may not call first: a delete by one who may leaves nothing for the next caller to be refused. */
const CALLING_ORDER = [...CALLERS].reverse();

/** Calls that take something away run last, so the calls before them find the world whole. */
const lastly = <T>(calls: readonly T[], takesAway: (call: T) => boolean): T[] => [...calls.filter((call) => !takesAway(call)), ...calls.filter(takesAway)];

interface Answer {
  readonly status: number;
  readonly message: string;
  readonly domainCode: string | null;
}

type Verdict = 'allowed' | 'forbidden' | 'not_found';

/** What the table says the caller gets. */
function expected(rule: CallAccess, caller: Caller): Verdict {
  if (rule.scope === 'user') return 'allowed';
  if (caller === 'removed' || caller === 'stranger') return 'not_found';
  return rule.roles.includes(caller as WorldRole) ? 'allowed' : 'forbidden';
}

/**
 * What a stranger hears of the thing the rule keys: the very answer to an id that does not exist ("World not found",
 * "Location <id> not found", "Invite not found"), so it never tells whether another user's thing exists.
 */
function strangersNotFound(rule: CallAccess, id: string): string {
  if (rule.scope === 'user' || rule.scope === 'world') return 'World not found';
  if (rule.scope === 'invite') return 'Invite not found';
  return `${rule.scope[0]!.toUpperCase()}${rule.scope.slice(1)} ${id} not found`;
}

/** What the answer was, as the permission check speaks: its FORBIDDEN, and its NOT_FOUND of the thing the rule keys. */
function verdictOf(answer: Answer, rule: CallAccess, caller: Caller, keyedId: string): Verdict | string {
  // A member always passes the check of the world's membership: their 404 is the handler's (e.g. a thing another caller deleted).
  const outsider = caller === 'stranger' || caller === 'removed';
  if (outsider && answer.status === 404 && answer.message === strangersNotFound(rule, keyedId)) return 'not_found';
  if (answer.status === 403 && answer.domainCode === 'MEMBER.FORBIDDEN') {
    return rule.scope !== 'user' && answer.message === `A ${caller} of this world cannot ${rule.action}.` ? 'forbidden' : `forbidden: ${answer.message}`;
  }
  return 'allowed';
}

describe('the permission matrix: every call as every kind of caller', () => {
  let testApp: TestApp;
  const users = {} as Record<Caller, SignedInUser & { apiKey: string }>;
  const ids = {} as Record<WorldScope, string>;

  const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures)
    .map(([path, procedure]) => ({ path, type: procedure._def.type }))
    // A subscription answers over server-sent events; world.live has its own tests.
    .filter(({ type }) => type !== 'subscription');
  const operations = Object.entries(appOpenApiDocument().paths ?? {}).flatMap(([template, item]) =>
    Object.entries(item as Record<string, { operationId: string }>).map(([method, operation]) => ({ method, template, operationId: operation.operationId })),
  );

  async function until(check: () => Promise<boolean>): Promise<void> {
    for (let attempt = 0; attempt < 200 && !(await check()); attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  beforeAll(async () => {
    testApp = await startTestApp({ RATE_LIMIT_ENABLED: 'false', READ_YOUR_WRITES_TIMEOUT_MS: '30000' });
    for (const caller of CALLERS) {
      const user = await signUpUser(testApp.url);
      const { key } = await user.trpc.auth.apiKeys.create.mutate({ name: `matrix ${caller}` });
      users[caller] = { ...user, apiKey: key };
    }
    const owner = users.owner.trpc;
    const world = await owner.world.create.mutate({ name: 'Matrix', description: 'Every call, every role' });
    ids.world = world.id;
    await owner.world.seedWorld.mutate({ worldId: world.id });
    await until(async () => (await owner.character.list.query({ worldId: world.id })).length > 0);
    const arc = await owner.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'A door opens' });
    ids.arc = arc.id;
    ids.beat = (await owner.world.getWorldState.query({ worldId: world.id })).currentBeats[0]!.id;
    await makeEntities();
    ids.invite = (await owner.members.invite.mutate({ worldId: world.id, role: 'viewer' })).id;
    for (const role of ['co-author', 'player', 'viewer', 'removed'] as const) {
      const { token } = await owner.members.invite.mutate({ worldId: world.id, role: role === 'removed' ? 'co-author' : role });
      await users[role].trpc.members.join.mutate({ token });
    }
    const removedId = (await owner.members.list.query(world.id)).find((member) => member.email === users.removed.email)!.user_id;
    await owner.members.remove.mutate({ worldId: world.id, userId: removedId });
  }, 120_000);

  afterAll(() => testApp.close());

  /** A location, a faction and a character of the world's, made anew where a delete took the last ones. */
  async function makeEntities(): Promise<void> {
    const owner = users.owner.trpc;
    ids.location = (await owner.location.create.mutate({ world_id: ids.world, name: `Haven ${Date.now()}`, type: 'city' })).id;
    ids.faction = (await owner.faction.create.mutate({ world_id: ids.world, name: `Wardens ${Date.now()}`, type: 'order' })).id;
    ids.character = (await owner.character.create.mutate({ world_id: ids.world, name: `Ada ${Date.now()}`, type: 'npc', story_role: 'minor' })).id;
  }

  function inputOf(rule: CallAccess): unknown {
    if (rule.scope === 'user') return undefined;
    return rule.key === '$' ? ids[rule.scope] : { [rule.key]: ids[rule.scope] };
  }

  async function callProcedure(caller: Caller, path: string, type: string, input: unknown): Promise<Answer> {
    const client = createTRPCUntypedClient({
      links: [httpLink({ url: `${testApp.url}/api/trpc`, transformer: superjson, headers: { authorization: `Bearer ${users[caller].accessToken}` } })],
    });
    try {
      await (type === 'query' ? client.query(path, input) : client.mutation(path, input));
      return { status: 200, message: '', domainCode: null };
    } catch (error) {
      if (!(error instanceof TRPCClientError)) throw error;
      const data = error.data as { httpStatus: number; domainCode?: string | null };
      return { status: data.httpStatus, message: error.message, domainCode: data.domainCode ?? null };
    }
  }

  async function callRoute(caller: Caller, method: string, template: string, rule: CallAccess): Promise<Answer> {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'token') return 'x'.repeat(43);
      if (rule.scope !== 'user' && name === rule.key) return ids[rule.scope];
      return ids.world;
    });
    const named = rule.scope === 'user' || template.includes(`{${rule.key}}`) ? null : { [rule.key]: ids[rule.scope] };
    const query = named && method === 'get' ? `?${new URLSearchParams(named).toString()}` : '';
    const body = named && method !== 'get' ? JSON.stringify(named) : undefined;
    const url = `${testApp.url}${path}${query}`;
    const response = await fetch(url, {
      method: method.toUpperCase(),
      headers: { 'x-api-key': users[caller].apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
      body,
    });
    const text = await response.text();
    // Only an error's body is read: a success may be NDJSON (the export).
    const message = response.status >= 400 ? ((JSON.parse(text) as { error?: string }).error ?? '') : '';
    return { status: response.status, message, domainCode: response.status === 403 && message.includes(' of this world cannot ') ? 'MEMBER.FORBIDDEN' : null };
  }

  it('answers every tRPC procedure as the table says, for each caller', async () => {
    const mismatches: string[] = [];
    const seen = new Set<string>();
    // Deletes and members.leave last: they take away what the calls before need (leave: the members themselves).
    const ordered = lastly(lastly(procedures, ({ path }) => path.endsWith('.delete')), ({ path }) => path === 'members.leave');
    for (const { path, type } of ordered) {
      const rule = procedureAccess[path as keyof typeof procedureAccess] as CallAccess;
      for (const caller of CALLING_ORDER) {
        const answer = await callProcedure(caller, path, type, inputOf(rule));
        const verdict = verdictOf(answer, rule, caller, rule.scope === 'user' ? '' : ids[rule.scope]);
        seen.add(verdict);
        if (verdict !== expected(rule, caller)) mismatches.push(`${path} as ${caller}: ${verdict} (${answer.status} ${answer.message})`);
      }
    }
    expect(mismatches).toEqual([]);
    expect([...seen].sort()).toEqual(['allowed', 'forbidden', 'not_found']);
    expect(procedures.length * CALLERS.length).toBeGreaterThan(400);
  }, 300_000);

  it('answers every REST operation as the table says, for each caller (an API key acts as its user)', async () => {
    // The members who left above join again, so the REST face sees each role.
    for (const role of ['co-author', 'player', 'viewer'] as const) {
      const { token } = await users.owner.trpc.members.invite.mutate({ worldId: ids.world, role });
      await users[role].trpc.members.join.mutate({ token }).catch(() => undefined);
    }
    await makeEntities();
    const mismatches: string[] = [];
    const seen = new Set<string>();
    const ordered = lastly(lastly(operations, ({ method }) => method === 'delete'), ({ operationId }) => operationId === 'removeMember');
    for (const { method, template, operationId } of ordered) {
      const rule = routeAccess[operationId as keyof typeof routeAccess] as CallAccess;
      for (const caller of CALLING_ORDER) {
        const answer = await callRoute(caller, method, template, rule);
        const verdict = verdictOf(answer, rule, caller, rule.scope === 'user' ? '' : ids[rule.scope]);
        seen.add(verdict);
        if (verdict !== expected(rule, caller)) mismatches.push(`${method.toUpperCase()} ${template} as ${caller}: ${verdict} (${answer.status} ${answer.message})`);
      }
    }
    expect(mismatches).toEqual([]);
    expect([...seen].sort()).toEqual(['allowed', 'forbidden', 'not_found']);
  }, 300_000);
});
