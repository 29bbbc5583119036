import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/database/embedded-postgres';
import { runMigrations } from '../../apps/api/src/platform/database/migrate';

export interface BenchDatabase {
  /** A fresh, migrated database of its own. */
  readonly url: string;
  /** Where it runs: DATABASE_URL's server or an embedded one started for this run. */
  readonly server: string;
  dispose(): Promise<void>;
}

/**
 * BENCH_DATABASE_URL's server when set, else an embedded Postgres of its own in a temporary directory.
 * Not DATABASE_URL: the global log waits for the oldest open transaction on the whole server, so other
 * databases' traffic on a shared server would show up as projection lag.
 */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const server = await startServer();
  const name = `wl_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(server.adminUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(server.adminUrl, name);
  await runMigrations(url);
  return {
    url,
    server: server.description,
    async dispose() {
      await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.stop();
    },
  };
}

async function startServer(): Promise<{ adminUrl: string; description: string; stop(): Promise<void> }> {
  const configured = process.env.BENCH_DATABASE_URL;
  if (configured) return { adminUrl: configured, description: 'BENCH_DATABASE_URL', stop: async () => undefined };
  const dataDir = mkdtempSync(join(tmpdir(), 'worldloom-bench-pg-'));
  const port = 56_000 + Math.floor(Math.random() * 4000);
  const embedded = await startEmbeddedPostgres({ dataDir, port });
  return {
    adminUrl: embedded.url,
    description: `embedded Postgres on port ${port}`,
    async stop() {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
