import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { signUpUser, trpcClientFor } from '../support/test-app';
import { spawnTypeScript } from '../support/ts-child';

interface Child {
  readonly process: ChildProcess;
  readonly url: Promise<string>;
}

function startChild(databaseUrl: string, slowFactionsMs: number): Child {
  const child = spawnTypeScript(join(__dirname, '../support/slow-seeding-app.child.ts'), {
    CHILD_DATABASE_URL: databaseUrl,
    SLOW_FACTIONS_MS: String(slowFactionsMs),
  });
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /port (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
  return { process: child, url };
}

async function kill(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode) return;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGKILL');
  await exited;
}

async function eventCount(database: TestDatabase, streamId: string, type: string): Promise<number> {
  const { rows } = await database.pool.query<{ count: string }>('SELECT count(*) FROM events WHERE stream_id = $1 AND type = $2', [
    streamId,
    type,
  ]);
  return Number(rows[0]!.count);
}

async function until(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('seeding after a crash', () => {
  let database: TestDatabase;
  const children: Child[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(children.map(kill));
    await database.drop();
  });

  it('resumes after the process is killed mid-seed, and the world is seeded exactly once', async () => {
    const first = startChild(database.url, 60_000);
    children.push(first);
    const firstUrl = await first.url;
    const user = await signUpUser(firstUrl);
    const world = await user.trpc.world.create.mutate({ name: 'Crashland', description: 'Frozen northern wastes' });
    const streamId = `world-${world.id}`;
    await user.trpc.world.seedWorld.mutate({ worldId: world.id });

    // Killed while the factions are being generated: the locations phase is already in the store.
    await until(async () => (await eventCount(database, streamId, 'WorldSeedingPhaseRecorded')) === 1);
    await kill(first);
    await expect(fetch(firstUrl)).rejects.toThrow();
    const locationsBeforeCrash = await eventCount(database, streamId, 'LocationAdded');
    expect(locationsBeforeCrash).toBeGreaterThanOrEqual(25);
    expect(await eventCount(database, streamId, 'FactionAdded')).toBe(0);

    const second = startChild(database.url, 0);
    children.push(second);
    await second.url;
    await until(async () => (await eventCount(database, streamId, 'WorldSeeded')) === 1);

    expect(await eventCount(database, streamId, 'WorldSeedingFailed')).toBe(0);
    expect(await eventCount(database, streamId, 'WorldSeedingPhaseRecorded')).toBe(3);
    expect(await eventCount(database, streamId, 'LocationAdded')).toBe(locationsBeforeCrash);
    const { rows } = await database.pool.query<{ type: string; names: string; total: string }>(
      `SELECT type, count(DISTINCT lower(data->>'name')) AS names, count(*) AS total FROM events
       WHERE stream_id = $1 AND type IN ('LocationAdded', 'FactionAdded', 'CharacterAdded') GROUP BY type`,
      [streamId],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.names).toBe(row.total);
    const trpc = trpcClientFor(await second.url, user.accessToken);
    const characterEvents = Number(rows.find((row) => row.type === 'CharacterAdded')!.total);
    await until(async () => (await trpc.character.list.query({ worldId: world.id })).length === characterEvents);
  });
});
