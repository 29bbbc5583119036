import type { WorldCreated } from '@worldloom/domain';
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import type { Projection } from '#platform/projections/projection';
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
  apply: (event, tx) => applyWorldEvents([event], tx),
  applyBatch: applyWorldEvents,
  async reset(tx: PoolClient): Promise<void> {
    await tx.query('TRUNCATE worlds');
  },
};

interface WorldChange {
  currentArcId: string | null;
  at: string;
}

/** A batch in two statements: the worlds it creates, then one update per world it changes. */
async function applyWorldEvents(events: readonly RecordedEvent[], tx: PoolClient): Promise<void> {
  const created: WorldCreated['data'][] = [];
  const changes = new Map<string, WorldChange>();
  for (const recorded of events) {
    const event = toWorldDomainEvent(recorded);
    if (event.type === 'WorldCreated') {
      created.push(event.data);
      continue;
    }
    const worldId = worldIdOf(recorded);
    const previous = changes.get(worldId);
    const at = worldEventTime(event);
    changes.set(worldId, {
      currentArcId: event.type === 'ArcStarted' ? event.data.arcId : (previous?.currentArcId ?? null),
      at: previous && previous.at > at ? previous.at : at,
    });
  }
  if (created.length > 0) await insertWorlds(created, tx);
  if (changes.size > 0) await updateWorlds(changes, tx);
}

async function insertWorlds(created: readonly WorldCreated['data'][], tx: PoolClient): Promise<void> {
  await tx.query({
    name: 'worlds-insert-batch',
    text: `INSERT INTO worlds (id, owner_id, name, description, current_arc_id, created_at, updated_at)
           SELECT id, owner_id, name, description, NULL, created_at, created_at
           FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[])
             AS created (id, owner_id, name, description, created_at)
           ON CONFLICT (id) DO NOTHING`,
    values: [
      created.map((world) => world.worldId),
      created.map((world) => world.ownerId),
      created.map((world) => world.name),
      created.map((world) => world.description),
      created.map((world) => world.createdAt),
    ],
  });
}

async function updateWorlds(changes: ReadonlyMap<string, WorldChange>, tx: PoolClient): Promise<void> {
  const entries = [...changes];
  await tx.query({
    name: 'worlds-update-batch',
    text: `UPDATE worlds SET current_arc_id = coalesce(changed.arc_id, worlds.current_arc_id),
             updated_at = greatest(worlds.updated_at, changed.at)
           FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) AS changed (id, arc_id, at)
           WHERE worlds.id = changed.id`,
    values: [entries.map(([id]) => id), entries.map(([, change]) => change.currentArcId), entries.map(([, change]) => change.at)],
  });
}
