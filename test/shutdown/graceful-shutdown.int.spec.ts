import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { signUpUser } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { spawnTypeScript } from '../support/ts-child';

const CHILD = join(__dirname, 'slow-arc-app.child.ts');

/** The child's stdout, line by line as it comes, and a wait for a line. */
function lines(child: ChildProcess): { seen: string[]; waitFor(pattern: RegExp): Promise<string> } {
  const seen: string[] = [];
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    for (const line of parts) {
      seen.push(line);
      for (const waiter of waiters.filter((candidate) => candidate.pattern.test(line))) waiter.resolve(line);
    }
  });
  return {
    seen,
    waitFor: (pattern) => {
      const earlier = seen.find((line) => pattern.test(line));
      return earlier !== undefined ? Promise.resolve(earlier) : new Promise((resolve) => waiters.push({ pattern, resolve }));
    },
  };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('graceful shutdown on SIGTERM', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database?.drop());

  it('stops accepting, answers the slow request in flight, then closes the app and exits 0', async () => {
    const child = spawnTypeScript(CHILD, { CHILD_DATABASE_URL: database.url, SLOW_ARC_MS: '2500' });
    const output = lines(child);
    const exit = exited(child);
    try {
      const port = Number((await output.waitFor(/^port \d+$/)).split(' ')[1]);
      const url = `http://127.0.0.1:${port}`;
      const { trpc } = await signUpUser(url);
      const world = await trpc.world.create.mutate({ name: 'Lastlight', description: 'A harbour at closing time' });
      await trpc.location.create.mutate({ world_id: world.id, name: 'The Quay', type: 'city' });

      const slow = trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'The last ship leaves' });
      await output.waitFor(/^generating$/);
      const signalledAt = Date.now();
      child.kill('SIGTERM');
      await output.waitFor(/SIGTERM: shutting down/);

      // No new connection is accepted while the request in flight is drained.
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
      const arc = await slow;
      expect(arc).toMatchObject({ world_id: world.id });
      expect(Date.now() - signalledAt).toBeGreaterThan(1000);

      expect(await exit).toBe(0);
      const order = output.seen.filter((line) => /Draining|app closed/.test(line));
      expect(order).toEqual([expect.stringMatching(/Draining 1 request\(s\) in flight/), 'app closed']);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);

  it('closes a request still unanswered when SHUTDOWN_DRAIN_TIMEOUT_MS runs out, and still exits', async () => {
    const child = spawnTypeScript(CHILD, { CHILD_DATABASE_URL: database.url, SLOW_ARC_MS: '30000', DRAIN_MS: '500' });
    const output = lines(child);
    const exit = exited(child);
    try {
      const port = Number((await output.waitFor(/^port \d+$/)).split(' ')[1]);
      const url = `http://127.0.0.1:${port}`;
      const { trpc } = await signUpUser(url);
      const world = await trpc.world.create.mutate({ name: 'Nightfall', description: 'A harbour past closing time' });
      await trpc.location.create.mutate({ world_id: world.id, name: 'The Pier', type: 'city' });
      const stuck = trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'No ship leaves' }).then(
        () => 'answered',
        () => 'cut off',
      );
      await output.waitFor(/^generating$/);
      child.kill('SIGTERM');
      expect(await stuck).toBe('cut off');
      expect(await exit).toBe(0);
      expect(output.seen.some((line) => /Closed 1 request\(s\) still unanswered after 500 ms/.test(line))).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
