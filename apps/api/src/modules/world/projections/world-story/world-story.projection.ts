import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection';
import { WORLD_EVENT_TYPES } from '../world-domain-event';
import { StoryRebuildSession } from './story-rebuild-session';
import { STORY_LISTS, StoryRows } from './story-rows';
import { projectSteps, rowsChangedBy, stepsOf } from './story-steps';

/** The tables this projection alone writes, emptied before a rebuild. */
const STORY_TABLES = ['world_owners', 'locations', 'factions', 'characters', 'arcs', 'beats', 'world_events', ...Object.keys(STORY_LISTS)];

/**
 * A batch in a few statements: the rows its events will change are loaded (one query per table), every
 * event is applied to them in memory, and the result is written back per table.
 */
async function applyStoryEvents(events: readonly RecordedEvent[], tx: PoolClient): Promise<void> {
  const steps = stepsOf(events);
  const rows = await StoryRows.load(tx, [...new Set(steps.map(({ worldId }) => worldId))], rowsChangedBy(steps));
  projectSteps(steps, rows);
  await rows.flush(tx);
}

/**
 * The story read models of every world: locations, factions, characters, arcs, beats and world events,
 * kept equal to what folding the world's stream gives. One projection, because a beat changes the arc
 * and the entities at once and every row needs the owner that only WorldCreated names.
 */
export const worldStoryProjection: Projection = {
  name: 'world-story',
  // 2: history lines, memories and witnessed beats moved to rows of their own (StoryListRows migration).
  version: 2,
  canHandle: WORLD_EVENT_TYPES,
  apply: (event, tx) => applyStoryEvents([event], tx),
  applyBatch: applyStoryEvents,
  rebuildSession: () => new StoryRebuildSession(),
  async reset(tx: PoolClient): Promise<void> {
    await tx.query(`TRUNCATE ${STORY_TABLES.join(', ')}`);
  },
};
