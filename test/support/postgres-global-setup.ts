import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/database/embedded-postgres';

declare global {
  var __WORLDLOOM_EMBEDDED_PG__: { stop(): Promise<void> } | undefined;
}

/**
 * Integration suites need a Postgres server: DATABASE_URL when set (CI uses the machine's server),
 * otherwise an embedded one for this run. Each suite then makes its own database (test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  // Both the int and the e2e projects ask for it; one server serves the whole run.
  if (process.env.TEST_ADMIN_DATABASE_URL) return;
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'worldloom-test-pg-'));
  const port = 55_000 + Math.floor(Math.random() * 5000);
  const database = await startEmbeddedPostgres({ dataDir, port });
  globalThis.__WORLDLOOM_EMBEDDED_PG__ = database;
  process.env.TEST_ADMIN_DATABASE_URL = database.url;
}
