import type { Pool, PoolClient } from 'pg';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { Projection } from './projection';

/**
 * A deliberately non-idempotent projection: it counts events per stream, so an event applied twice
 * or skipped shows up as a wrong count.
 */
export function countingProjection(version = 1): Projection {
  return {
    name: 'test-counts',
    version,
    canHandle: ['Counted'],
    async apply(event: RecordedEvent, tx: PoolClient) {
      await tx.query(
        `INSERT INTO test_counts (stream_id, events, last_revision) VALUES ($1, 1, $2)
         ON CONFLICT (stream_id) DO UPDATE SET events = test_counts.events + 1, last_revision = $2`,
        [event.streamId, event.revision.toString()],
      );
    },
    async reset(tx: PoolClient) {
      await tx.query('TRUNCATE test_counts');
    },
  };
}

export async function createCountsTable(pool: Pool): Promise<void> {
  await pool.query(
    'CREATE TABLE IF NOT EXISTS test_counts (stream_id text PRIMARY KEY, events integer NOT NULL, last_revision bigint NOT NULL)',
  );
}

export async function readCounts(pool: Pool): Promise<Array<{ stream_id: string; events: number; last_revision: string }>> {
  const { rows } = await pool.query<{ stream_id: string; events: number; last_revision: string }>(
    'SELECT stream_id, events, last_revision FROM test_counts ORDER BY stream_id',
  );
  return rows;
}
