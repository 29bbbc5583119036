import type { WorldCreated } from '@worldloom/domain';
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection';

/** The `worlds` read model: one row per world, for lists and ownership checks. */
export const worldsProjection: Projection = {
  name: 'worlds',
  version: 1,
  canHandle: ['WorldCreated'],
  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const data = event.data as WorldCreated['data'];
    await tx.query(
      `INSERT INTO worlds (id, owner_id, name, description, current_arc_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, NULL, $5, $5)
       ON CONFLICT (id) DO NOTHING`,
      [data.worldId, data.ownerId, data.name, data.description, data.createdAt],
    );
  },
  async reset(tx: PoolClient): Promise<void> {
    await tx.query('TRUNCATE worlds');
  },
};
