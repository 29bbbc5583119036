import type { WorldSeedingRequested } from '@worldloom/domain';
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import type { Projection } from '#platform/projections/projection';

export const SEEDING_JOBS_PROJECTION = 'seeding-jobs';

export interface SeedingJob {
  request_id: string;
  world_id: string;
  owner_id: string;
  /** The WorldSeedingRequested event, the cause of everything the job appends. */
  event_id: string;
}

/** Which seedings are pending, for the seeding worker; finished ones stay as a record. */
export const seedingJobsProjection: Projection = {
  name: SEEDING_JOBS_PROJECTION,
  version: 1,
  canHandle: ['WorldSeedingRequested', 'WorldSeeded', 'WorldSeedingFailed'],
  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const data = event.data as { requestId: string };
    if (event.type === 'WorldSeedingRequested') {
      const requested = event.data as WorldSeedingRequested['data'];
      await tx.query(
        `INSERT INTO seeding_jobs (request_id, world_id, owner_id, event_id, status, requested_at)
         VALUES ($1, $2, $3, $4, 'pending', $5) ON CONFLICT (request_id) DO NOTHING`,
        [requested.requestId, worldIdOf(event), String(event.metadata.userId), event.id, requested.requestedAt],
      );
      return;
    }
    const status = event.type === 'WorldSeeded' ? 'seeded' : 'failed';
    await tx.query('UPDATE seeding_jobs SET status = $2, finished_at = $3 WHERE request_id = $1', [
      data.requestId,
      status,
      event.createdAt,
    ]);
  },
  async reset(tx: PoolClient): Promise<void> {
    await tx.query('TRUNCATE seeding_jobs');
  },
};

function worldIdOf(event: RecordedEvent): string {
  return event.streamId.replace(/^world-/, '');
}
