import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection';
import { worldEventTime } from '../world-event-time';
import { toWorldDomainEvent, WORLD_EVENT_TYPES, worldIdOf } from '../world-domain-event';

/**
 * The `worlds` read model: one row per world, for lists and ownership checks. `current_arc_id` is the
 * latest arc, kept after it completes (the world still "has a current arc", SPEC §4 tutorial);
 * `updated_at` is the time of the world's latest event.
 */
export const worldsProjection: Projection = {
  name: 'worlds',
  version: 2,
  canHandle: WORLD_EVENT_TYPES,
  async apply(recorded: RecordedEvent, tx: PoolClient): Promise<void> {
    const event = toWorldDomainEvent(recorded);
    const at = worldEventTime(event);
    if (event.type === 'WorldCreated') {
      const { data } = event;
      await tx.query(
        `INSERT INTO worlds (id, owner_id, name, description, current_arc_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, NULL, $5, $5)
         ON CONFLICT (id) DO NOTHING`,
        [data.worldId, data.ownerId, data.name, data.description, data.createdAt],
      );
      return;
    }
    const currentArcId = event.type === 'ArcStarted' ? event.data.arcId : null;
    await tx.query(
      `UPDATE worlds SET current_arc_id = coalesce($2, current_arc_id), updated_at = greatest(updated_at, $3)
       WHERE id = $1`,
      [worldIdOf(recorded), currentArcId, at],
    );
  },
  async reset(tx: PoolClient): Promise<void> {
    await tx.query('TRUNCATE worlds');
  },
};
