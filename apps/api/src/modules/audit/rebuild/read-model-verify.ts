import type { Pool, PoolClient } from 'pg';
import { comparePositions, formatPosition, LOG_START, type LogPosition } from '#platform/event-store/event-store.port';
import type { AsideRebuild } from './projection-rebuild';
import type { ReadModelTable } from './read-model-tables';

/** One row whose checksum differs between the live table and the rebuilt one, by its key. */
export interface RowDifference {
  readonly key: Readonly<Record<string, unknown>>;
  readonly kind: 'only live' | 'only rebuilt' | 'differs';
}

export interface TableComparison {
  readonly table: string;
  readonly liveRows: number;
  readonly rebuiltRows: number;
  /** MD5 over every row's MD5 (of its JSON), in key order. */
  readonly liveChecksum: string;
  readonly rebuiltChecksum: string;
  readonly differing: number;
  /** The first few differing rows. */
  readonly differences: readonly RowDifference[];
}

export interface Verification {
  readonly projection: string;
  /** The live checkpoint both sides were compared at. */
  readonly position: LogPosition;
  /** The version the live read model was built by, when it differs from the code's. */
  readonly liveVersion: number | null;
  readonly tables: readonly TableComparison[];
}

const SHOWN_DIFFERENCES = 10;
const ATTEMPTS = 10;

export function isClean(verification: Verification): boolean {
  return verification.liveVersion === null && verification.tables.every((table) => table.differing === 0);
}

interface CheckpointRow {
  version: number;
  commit_position: string;
  prepare_position: string;
}

async function liveCheckpoint(db: Pool | PoolClient, name: string): Promise<{ position: LogPosition; version: number | null }> {
  const { rows } = await db.query<CheckpointRow>(
    'SELECT version, commit_position, prepare_position FROM projection_checkpoints WHERE name = $1',
    [name],
  );
  const row = rows[0];
  if (!row) return { position: LOG_START, version: null };
  return { position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }, version: row.version };
}

/** Checksums each row of a table by its JSON (to_jsonb keys are ordered, so equal rows hash alike). */
async function compareTable(tx: PoolClient, schema: string, table: ReadModelTable): Promise<TableComparison> {
  const keys = table.key.join(', ');
  const sums = (source: string) => `SELECT ${keys}, md5(to_jsonb(t)::text) AS checksum FROM ${source} t`;
  const totals = (source: string) =>
    tx.query<{ rows: string; checksum: string | null }>(
      `SELECT count(*) AS rows, md5(string_agg(checksum, '' ORDER BY ${keys})) AS checksum FROM (${sums(source)}) s`,
    );
  // One after another: a client runs one query at a time (pg 9 refuses a second one meanwhile).
  const live = await totals(`public.${table.name}`);
  const rebuilt = await totals(`${schema}.${table.name}`);
  const differing = await tx.query<Record<string, unknown> & { live: string | null; rebuilt: string | null }>(
    `SELECT ${keys}, live.checksum AS live, rebuilt.checksum AS rebuilt
     FROM (${sums(`public.${table.name}`)}) live FULL JOIN (${sums(`${schema}.${table.name}`)}) rebuilt USING (${keys})
     WHERE live.checksum IS DISTINCT FROM rebuilt.checksum ORDER BY ${keys}`,
  );
  return {
    table: table.name,
    liveRows: Number(live.rows[0]!.rows),
    rebuiltRows: Number(rebuilt.rows[0]!.rows),
    liveChecksum: live.rows[0]!.checksum ?? '-',
    rebuiltChecksum: rebuilt.rows[0]!.checksum ?? '-',
    differing: differing.rows.length,
    differences: differing.rows.slice(0, SHOWN_DIFFERENCES).map((row) => ({
      key: Object.fromEntries(table.key.map((column) => [column, row[column]])),
      kind: row.live === null ? 'only rebuilt' : row.rebuilt === null ? 'only live' : 'differs',
    })),
  };
}

/**
 * Compares the aside rebuild with the live read model at the same log position: the rebuild catches up to
 * the live projection's checkpoint, then both are read in one REPEATABLE READ snapshot in which that
 * checkpoint still holds (the live tables change only together with it). A projector that keeps moving is
 * followed a few times.
 */
export async function verifyAgainstLive(
  rebuild: AsideRebuild,
  pool: Pool,
  countUpTo: (position: LogPosition) => Promise<number | null>,
): Promise<Verification> {
  const name = rebuild.projection.name;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const target = await liveCheckpoint(pool, name);
    if (comparePositions(rebuild.reached, target.position) > 0) {
      throw new Error(`The live ${name} projection went back to ${formatPosition(target.position)} (rebuilt meanwhile?); run --verify again`);
    }
    await rebuild.catchUp(target.position, await countUpTo(target.position));
    const client = await pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const now = await liveCheckpoint(client, name);
      if (comparePositions(now.position, target.position) !== 0) continue;
      const tables = [];
      for (const table of rebuild.tables) tables.push(await compareTable(client, rebuild.schema, table));
      const liveVersion = now.version === null || now.version === rebuild.projection.version ? null : now.version;
      return { projection: name, position: target.position, liveVersion, tables };
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }
  throw new Error(`The live ${name} projection kept moving; run --verify again when it is quieter`);
}
