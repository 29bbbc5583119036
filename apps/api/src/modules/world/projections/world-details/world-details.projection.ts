import type { PoolClient } from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import type { Projection } from '#platform/projections/projection';
import { WORLD_EVENT_TYPES } from '../world-domain-event';
import { WorldDetailsRebuildSession } from './world-details-rebuild-session';
import { DETAIL_LISTS, DetailRows } from './detail-rows';
import { projectSteps, rowsChangedBy, stepsOf } from './detail-steps';

/** The tables this projection alone writes, emptied before a rebuild. */
const DETAIL_TABLES = ['world_owners', 'locations', 'factions', 'characters', 'arcs', 'beats', 'world_events', ...Object.keys(DETAIL_LISTS)];

/**
 * A batch in a few statements: the rows its events will change are loaded (one query per table), every
 * event is applied to them in memory, and the result is written back per table.
 */
async function applyWorldEvents(events: readonly RecordedEvent[], tx: PoolClient): Promise<void> {
  const steps = stepsOf(events);
  const rows = await DetailRows.load(tx, [...new Set(steps.map(({ worldId }) => worldId))], rowsChangedBy(steps));
  projectSteps(steps, rows);
  await rows.flush(tx);
}

/**
 * The story read models of every world: locations, factions, characters, arcs, beats and world events,
 * kept equal to what folding the world's stream gives. One projection, because a beat changes the arc
 * and the entities at once and every row needs the owner that only WorldCreated names.
 */
export const worldDetailsProjection: Projection = {
  name: 'world-details',
  // 2: history lines, memories and witnessed beats moved to rows of their own (DetailListRows migration).
  // 3: the living world: stances, relationships, allegiance, character history, emergence.
  // 4: world events keep the player character whose action they are (PlayerCharacters migration).
  version: 4,
  canHandle: WORLD_EVENT_TYPES,
  apply: (event, tx) => applyWorldEvents([event], tx),
  applyBatch: applyWorldEvents,
  rebuildSession: () => new WorldDetailsRebuildSession(),
  async reset(tx: PoolClient): Promise<void> {
    await tx.query(`TRUNCATE ${DETAIL_TABLES.join(', ')}`);
  },
};
