import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { runMigrations } from '../../apps/api/src/platform/database/migrate';

export interface TestDatabase {
  readonly url: string;
  readonly pool: Pool;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('No test Postgres: run through jest (globalSetup) or set DATABASE_URL');
  return url;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, migrated database of its own for one suite, so suites never share state. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `wl_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl(), name);
  if (options.migrate !== false) await runMigrations(url);
  const pool = new Pool({ connectionString: url, max: 20 });
  pool.on('error', () => undefined);
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      const cleanup = new Client({ connectionString: adminUrl() });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
