import type { PoolClient } from 'pg';

/** A read-model row by column name; a new row names every column but world_id and owner_id. */
export type Row = Readonly<Record<string, unknown>>;

/** The tables of the world-story projection whose rows are keyed by (world_id, id). */
export type StoryTable = 'locations' | 'factions' | 'characters' | 'arcs' | 'beats' | 'world_events';

const STORY_TABLES: readonly StoryTable[] = ['locations', 'factions', 'characters', 'arcs', 'beats', 'world_events'];

const keyOf = (worldId: string, id: string) => `${worldId}/${id}`;

/**
 * The rows a batch of events changes, held in memory: the batch loads the rows its events change in place
 * (one statement per table), every event changes them here, and `flush` writes the result back in one
 * statement per table and kind (delete, upsert). Each operation does what one SQL statement did per event:
 * an upsert replaces the row, an update of a row that is not there does nothing, a delete removes it.
 */
export class StoryRows {
  private readonly owners = new Map<string, string>();
  private readonly newOwners = new Map<string, string>();
  /** Per table: the row at each key, null once deleted; a key that is absent was never loaded nor written. */
  private readonly rows = new Map<StoryTable, Map<string, Row | null>>(STORY_TABLES.map((table) => [table, new Map()]));
  private readonly dirty = new Map<StoryTable, Set<string>>(STORY_TABLES.map((table) => [table, new Set()]));

  private constructor() {}

  /** Loads the owners of `worldIds` and the rows named in `changed`, one query per table. */
  static async load(
    tx: PoolClient,
    worldIds: readonly string[],
    changed: readonly { readonly table: StoryTable; readonly worldId: string; readonly id: string }[],
  ): Promise<StoryRows> {
    const rows = new StoryRows();
    const owners = await tx.query<{ world_id: string; owner_id: string }>(
      'SELECT world_id, owner_id FROM world_owners WHERE world_id = ANY($1::uuid[])',
      [worldIds],
    );
    for (const { world_id, owner_id } of owners.rows) rows.owners.set(world_id, owner_id);
    for (const table of STORY_TABLES) {
      const keys = [...new Map(changed.filter((row) => row.table === table).map((row) => [keyOf(row.worldId, row.id), row])).values()];
      if (keys.length === 0) continue;
      // Table names are code constants, never input.
      const loaded = await tx.query<Row & { world_id: string; id: string }>(
        `SELECT * FROM ${table} WHERE (world_id, id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`,
        [keys.map((key) => key.worldId), keys.map((key) => key.id)],
      );
      const map = rows.rows.get(table)!;
      for (const row of loaded.rows) map.set(keyOf(row.world_id, row.id), row);
    }
    return rows;
  }

  /** The first owner recorded for a world stays (WorldCreated replayed is harmless). */
  recordOwner(worldId: string, ownerId: string): void {
    if (this.owners.has(worldId)) return;
    this.owners.set(worldId, ownerId);
    this.newOwners.set(worldId, ownerId);
  }

  /** Inserts or replaces a row, with the world's owner; an event of a world never created fails loudly. */
  upsert(table: StoryTable, worldId: string, row: Row & { id: string }): void {
    const ownerId = this.owners.get(worldId);
    if (ownerId === undefined) throw new Error(`No owner recorded for world ${worldId}: its WorldCreated was never projected`);
    this.set(table, keyOf(worldId, row.id), { ...row, world_id: worldId, owner_id: ownerId });
  }

  /** The row as the batch has it so far; undefined when it is not there. */
  row(table: StoryTable, worldId: string, id: string): Row | undefined {
    return this.rows.get(table)!.get(keyOf(worldId, id)) ?? undefined;
  }

  /** Changes a row that is there; a row that is not is left alone, as evolve leaves an unknown entity. */
  update(table: StoryTable, worldId: string, id: string, change: (row: Row) => Row): void {
    const key = keyOf(worldId, id);
    const row = this.rows.get(table)!.get(key);
    if (row) this.set(table, key, { ...row, ...change(row) });
  }

  /**
   * Appends to a list column of a row that is there (history lines, memories): in place, since every row
   * here is the batch's own copy, so a long list is not copied once per event.
   */
  append(table: StoryTable, worldId: string, id: string, column: string, item: unknown): void {
    const key = keyOf(worldId, id);
    const row = this.rows.get(table)!.get(key);
    if (!row) return;
    (row[column] as unknown[]).push(item);
    this.dirty.get(table)!.add(key);
  }

  delete(table: StoryTable, worldId: string, id: string): void {
    this.set(table, keyOf(worldId, id), null);
  }

  /** Writes every change of the batch: new owners, then per table the deletes and the upserts. */
  async flush(tx: PoolClient): Promise<void> {
    if (this.newOwners.size > 0) {
      await tx.query(
        `INSERT INTO world_owners (world_id, owner_id) SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT (world_id) DO NOTHING`,
        [[...this.newOwners.keys()], [...this.newOwners.values()]],
      );
    }
    for (const table of STORY_TABLES) {
      const rows = this.rows.get(table)!;
      const keys = [...this.dirty.get(table)!];
      const deleted = keys.filter((key) => rows.get(key) === null).map((key) => key.split('/'));
      const written = keys.map((key) => rows.get(key)).filter((row): row is Row => row != null);
      if (deleted.length > 0) await deleteRows(tx, table, deleted);
      if (written.length > 0) await upsertRows(tx, table, written);
    }
  }

  private set(table: StoryTable, key: string, row: Row | null): void {
    this.rows.get(table)!.set(key, row);
    this.dirty.get(table)!.add(key);
  }
}

async function deleteRows(tx: PoolClient, table: StoryTable, keys: readonly string[][]): Promise<void> {
  await tx.query(`DELETE FROM ${table} WHERE (world_id, id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`, [
    keys.map(([worldId]) => worldId),
    keys.map(([, id]) => id),
  ]);
}

/**
 * One statement for every row: Postgres reads them from JSON into the table's own row type (text[] from
 * arrays, jsonb as is, times from ISO text), so the columns keep their types without a cast per column.
 */
async function upsertRows(tx: PoolClient, table: StoryTable, rows: readonly Row[]): Promise<void> {
  // Every row names every column; the union makes a row that forgot one fail on NOT NULL, not go unseen.
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const updates = columns.filter((column) => column !== 'world_id' && column !== 'id').map((column) => `${column} = EXCLUDED.${column}`);
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${table}, $1::json)
     ON CONFLICT (world_id, id) DO UPDATE SET ${updates.join(', ')}`,
    [JSON.stringify(rows)],
  );
}
