import { Pool } from 'pg';
import { type AppConfig, loadConfig } from '../../apps/api/src/app.config';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/database/embedded-postgres';
import { runMigrations } from '../../apps/api/src/platform/database/migrate';
import { createEventStore } from '../../apps/api/src/platform/event-store/event-store.module';
import type { EventStore, LogPosition } from '../../apps/api/src/platform/event-store/event-store.port';

export interface CliStores {
  readonly config: AppConfig;
  readonly pool: Pool;
  readonly store: EventStore;
  /** Events of the global log up to a position (Postgres event store only; null otherwise). */
  countUpTo(position: LogPosition): Promise<number | null>;
  close(): Promise<void>;
}

/**
 * The app's event store and read-model database, as `npm start` would open them from the environment:
 * DATABASE_URL, or the embedded Postgres under DATA_DIR (stop the app first: one process owns that directory).
 */
export async function openStores(): Promise<CliStores> {
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? { url: config.DATABASE_URL, stop: async () => undefined }
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_POSTGRES_PORT });
  await runMigrations(database.url);
  const pool = new Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => undefined);
  const store = createEventStore(config, pool, database.url);
  return {
    config,
    pool,
    store,
    async countUpTo(position) {
      if (config.EVENT_STORE !== 'postgres') return null;
      const { rows } = await pool.query<{ count: string }>(
        'SELECT count(*) FROM events WHERE (transaction_id, global_position) <= ($1::xid8, $2::bigint)',
        [position.commit.toString(), position.prepare.toString()],
      );
      return Number(rows[0]!.count);
    },
    async close() {
      await store.close();
      await pool.end();
      await database.stop();
    },
  };
}
