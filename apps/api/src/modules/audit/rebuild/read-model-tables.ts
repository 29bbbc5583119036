import type { Projection } from '../../../platform/projections/projection';

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
  'world-story': [
    { name: 'world_owners', key: ['world_id'] },
    { name: 'locations', key: ['world_id', 'id'] },
    { name: 'factions', key: ['world_id', 'id'] },
    { name: 'characters', key: ['world_id', 'id'] },
    { name: 'arcs', key: ['world_id', 'id'] },
    { name: 'beats', key: ['world_id', 'id'] },
    { name: 'world_events', key: ['world_id', 'id'] },
  ],
  'seeding-jobs': [{ name: 'seeding_jobs', key: ['request_id'] }],
};

export function tablesOf(projection: Projection): readonly ReadModelTable[] {
  const tables = TABLES_BY_PROJECTION[projection.name];
  if (!tables) throw new Error(`No read-model tables are known for projection ${projection.name}: add them to read-model-tables.ts`);
  return tables;
}
