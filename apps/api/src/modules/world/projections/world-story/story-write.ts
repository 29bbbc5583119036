import type { PoolClient } from 'pg';

/** Where a world-story event is projected: the batch transaction and the world whose stream it came from. */
export interface StoryWrite {
  readonly tx: PoolClient;
  readonly worldId: string;
  /** Revision of the event in its world's stream (an order that survives equal timestamps). */
  readonly revision: bigint;
}

type Row = Readonly<Record<string, unknown>>;

/**
 * Inserts a row of the world, with the owner the projection recorded from WorldCreated (NOT NULL: an event
 * of an unknown world fails loudly). An existing row is overwritten whole, so replaying an event is harmless.
 * Table and column names are code constants, never input.
 */
export async function upsertWorldRow(write: StoryWrite, table: string, row: Row): Promise<void> {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 2}`);
  await write.tx.query(
    `INSERT INTO ${table} (world_id, owner_id, ${columns.join(', ')})
     VALUES ($1, (SELECT owner_id FROM world_owners WHERE world_id = $1), ${placeholders.join(', ')})
     ON CONFLICT (world_id, id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
    [write.worldId, ...columns.map((column) => row[column])],
  );
}

/** Sets the given columns of one row of the world; a row that is not there is left alone, as evolve does. */
export async function updateWorldRow(write: StoryWrite, table: string, id: string, changes: Row): Promise<void> {
  const columns = Object.keys(changes);
  if (columns.length === 0) return;
  const assignments = columns.map((column, index) => `${column} = $${index + 3}`);
  await write.tx.query(`UPDATE ${table} SET ${assignments.join(', ')} WHERE world_id = $1 AND id = $2`, [
    write.worldId,
    id,
    ...columns.map((column) => changes[column]),
  ]);
}

export async function deleteWorldRow(write: StoryWrite, table: string, id: string): Promise<void> {
  await write.tx.query(`DELETE FROM ${table} WHERE world_id = $1 AND id = $2`, [write.worldId, id]);
}

/**
 * The column changes of a domain `changes` object (only the fields that changed), through a map that
 * names a column for every profile field, so a new field fails to compile until it is projected.
 */
export function columnChanges<Profile extends object>(
  changes: Partial<Profile>,
  columns: { readonly [Key in keyof Profile]-?: string },
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(changes) as (keyof Profile)[]) {
    const value = changes[key];
    if (value !== undefined && Object.hasOwn(columns, key)) result[columns[key]] = value;
  }
  return result;
}

/** jsonb parameters go as JSON text: node-postgres would send a JS array as a Postgres array. */
export function jsonb(value: unknown): string {
  return JSON.stringify(value);
}
