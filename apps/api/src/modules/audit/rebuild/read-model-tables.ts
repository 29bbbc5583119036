import type { Projection } from '#platform/projections/projection';

/** A read-model table and the columns that key its rows. */
export interface ReadModelTable {
  readonly name: string;
  readonly key: readonly string[];
}

/**
 * The tables each projection alone writes: what a rebuild builds aside and swaps in, and what --verify
 * compares row by row. A projection missing here cannot be rebuilt aside (the rebuild says so).
 */
const TABLES_BY_PROJECTION: Readonly<Record<string, readonly ReadModelTable[]>> = {
  worlds: [{ name: 'worlds', key: ['id'] }],
  'world-details': [
    { name: 'world_owners', key: ['world_id'] },
    { name: 'locations', key: ['world_id', 'id'] },
    { name: 'factions', key: ['world_id', 'id'] },
    { name: 'characters', key: ['world_id', 'id'] },
    { name: 'arcs', key: ['world_id', 'id'] },
    { name: 'beats', key: ['world_id', 'id'] },
    { name: 'world_events', key: ['world_id', 'id'] },
    // One row per list item, keyed by the event that added it: a rebuild writes the very same keys.
    { name: 'location_history', key: ['world_id', 'location_id', 'stream_revision', 'ordinal'] },
    { name: 'faction_history', key: ['world_id', 'faction_id', 'stream_revision', 'ordinal'] },
    { name: 'character_history', key: ['world_id', 'character_id', 'stream_revision', 'ordinal'] },
    { name: 'character_memories', key: ['world_id', 'character_id', 'stream_revision', 'ordinal'] },
    { name: 'character_witnessed_beats', key: ['world_id', 'character_id', 'beat_id'] },
  ],
  'seeding-jobs': [{ name: 'seeding_jobs', key: ['request_id'] }],
  'beat-drafts': [
    { name: 'world_review', key: ['world_id'] },
    { name: 'beat_drafts', key: ['world_id', 'id'] },
  ],
  usage: [
    { name: 'world_budgets', key: ['world_id'] },
    { name: 'usage_records', key: ['id'] },
  ],
  members: [
    { name: 'world_members', key: ['world_id', 'user_id'] },
    { name: 'world_invites', key: ['id'] },
  ],
};

export function tablesOf(projection: Projection): readonly ReadModelTable[] {
  const tables = TABLES_BY_PROJECTION[projection.name];
  if (!tables) throw new Error(`No read-model tables are known for projection ${projection.name}: add them to read-model-tables.ts`);
  return tables;
}
