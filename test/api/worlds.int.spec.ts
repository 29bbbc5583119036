import { TRPCClientError } from '@trpc/client';
import { signUpUser, type SignedInUser, startTestApp, type TestApp, trpcClientFor } from '../support/test-app';

describe('worlds over tRPC', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp();
    [alice, bob] = await Promise.all([signUpUser(testApp.url), signUpUser(testApp.url)]);
  });

  afterAll(() => testApp.close());

  it('creates a world and lists it at once (read-your-writes)', async () => {
    const created = await alice.trpc.world.create.mutate({ name: '  Frostmarch ', description: 'Frozen northern wastes' });
    expect(created).toMatchObject({ name: 'Frostmarch', description: 'Frozen northern wastes', current_arc_id: null });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    const worlds = await alice.trpc.world.list.query();
    expect(worlds.map((world) => world.id)).toContain(created.id);
  });

  it('appends WorldCreated to world-<uuid> with the request metadata', async () => {
    const created = await alice.trpc.world.create.mutate({ name: 'Dunesea', description: 'Endless desert' });
    const { rows } = await testApp.database.pool.query<{ stream_id: string; type: string; metadata: Record<string, unknown> }>(
      'SELECT stream_id, type, metadata FROM events WHERE stream_id = $1',
      [`world-${created.id}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.type).toBe('WorldCreated');
    expect(rows[0]!.metadata).toMatchObject({
      actorKind: 'user',
      source: 'web',
      causationId: null,
      schemaVersion: 2,
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      occurredAt: expect.any(String),
      actorId: expect.any(String),
    });
  });

  it('shows a world to its owner only', async () => {
    const created = await alice.trpc.world.create.mutate({ name: 'Private', description: 'Only mine' });
    const bobsWorlds = await bob.trpc.world.list.query();
    expect(bobsWorlds.map((world) => world.id)).not.toContain(created.id);
  });

  it('answers bad input with BAD_REQUEST carrying the zod issues', async () => {
    const error = await alice.trpc.world.create.mutate({ name: '   ', description: 'x'.repeat(2001) }).catch((caught) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error.data.code).toBe('BAD_REQUEST');
    const paths = (error.data.issues as Array<{ path: string[] }>).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'description']));
  });

  it('rejects a name over 120 characters and accepts exactly 120', async () => {
    await expect(alice.trpc.world.create.mutate({ name: 'n'.repeat(121), description: 'ok' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    await expect(alice.trpc.world.create.mutate({ name: 'n'.repeat(120), description: 'ok' })).resolves.toMatchObject({
      name: 'n'.repeat(120),
    });
  });

  it('refuses callers without a valid bearer token', async () => {
    for (const token of [null, 'not-a-jwt']) {
      await expect(trpcClientFor(testApp.url, token).world.list.query()).rejects.toMatchObject({
        data: { code: 'UNAUTHORIZED' },
      });
    }
  });

  it('answers a batch of calls in one HTTP request', async () => {
    const response = await fetch(`${testApp.url}/api/trpc/world.list,world.list?batch=1&input=${encodeURIComponent('{}')}`, {
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Array<{ result: { data: { json: unknown[] } } }>;
    expect(body).toHaveLength(2);
    expect(body[0]!.result.data.json).toEqual(body[1]!.result.data.json);
  });
});
