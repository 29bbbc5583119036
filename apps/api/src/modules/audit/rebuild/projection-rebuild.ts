import { randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import {
  comparePositions,
  type EventStore,
  LOG_START,
  type LogPosition,
  type RecordedEvent,
} from '#platform/event-store/event-store.port';
import type { Projection } from '#platform/projections/projection';
import { EVERYTHING_CHANGED, notifyReadModelChange } from '#platform/projections/read-model-changes';
import { type ReadModelTable, tablesOf } from './read-model-tables';

export interface RebuildProgress {
  readonly projection: string;
  /** Events of the log read so far (every event, handled or not: the runner reads them all too). */
  readonly done: number;
  /** Events up to the target position, when known. */
  readonly total: number | null;
}

export interface RebuildOptions {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly batchSize?: number;
  readonly onProgress?: (progress: RebuildProgress) => void;
}

/**
 * Events per transaction: a rebuild has no reader waiting on each batch, and a projection that keeps rows
 * in memory per batch (world-details) rewrites each row once per batch, so bigger is faster.
 */
export const DEFAULT_BATCH_SIZE = 5000;

// Postgres identifiers: lower case, digits and underscores only, so they never need quoting.
const identifier = (text: string) => text.toLowerCase().replace(/[^a-z0-9_]/g, '_');

/**
 * Gives an aside table the unique indexes of its live one, and only those: a projection's upserts and
 * lookups go by its keys, while the other indexes serve the live queries (the swap's copy fills them).
 */
async function copyUniqueIndexes(pool: Pool, table: string, schema: string): Promise<void> {
  const { rows } = await pool.query<{ definition: string }>(
    'SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index WHERE indrelid = $1::regclass AND indisunique',
    [`public.${table}`],
  );
  for (const { definition } of rows) {
    const live = ` ON public.${table} USING `;
    if (!definition.includes(live)) throw new Error(`Unexpected index definition of ${table}: ${definition}`);
    await pool.query(definition.replace(live, ` ON ${schema}.${table} USING `));
  }
}

type RebuildSession = ReturnType<NonNullable<Projection['rebuildSession']>>;

/**
 * A projection rebuilt from position 0 into tables of its own (a schema beside the live ones, each table
 * made LIKE its live one), so the live read models keep answering meanwhile. The projection's own code runs
 * unchanged: its unqualified table names resolve to the aside tables through the search_path.
 */
export class AsideRebuild {
  private position: LogPosition = LOG_START;
  private done = 0;
  /** The projection's session for this rebuild, when it has them: it is ahead of `position` while a batch is written. */
  private readonly session: RebuildSession | null;
  /** A batch failed after the session had projected it: the session is past the tables now. */
  private broken = false;

  private constructor(
    readonly projection: Projection,
    readonly schema: string,
    readonly tables: readonly ReadModelTable[],
    private readonly options: RebuildOptions,
  ) {
    this.session = projection.rebuildSession?.() ?? null;
  }

  static async start(projection: Projection, options: RebuildOptions): Promise<AsideRebuild> {
    const schema = identifier(`rebuild_${projection.name}_${randomBytes(4).toString('hex')}`);
    const rebuild = new AsideRebuild(projection, schema, tablesOf(projection), options);
    await options.pool.query(`CREATE SCHEMA ${schema}`);
    // Unlogged: the aside tables are rebuilt again after a crash anyway, so their many rewrites skip the WAL;
    // only the swap's final copy into the live tables is logged.
    for (const table of rebuild.tables) {
      await options.pool.query(`CREATE UNLOGGED TABLE ${schema}.${table.name} (LIKE public.${table.name} INCLUDING ALL EXCLUDING INDEXES)`);
      await copyUniqueIndexes(options.pool, table.name, schema);
    }
    return rebuild;
  }

  /** The position the aside tables have reached. */
  get reached(): LogPosition {
    return this.position;
  }

  get eventsRead(): number {
    return this.done;
  }

  /**
   * Applies the log up to `target` (inclusive), batch by batch, each batch in one transaction; the next
   * batch is read while one is applied. A projection with a rebuild session projects the next batch while
   * the statements of one are written, and that batch's transaction starts once the one before committed.
   */
  async catchUp(target: LogPosition, total: number | null = null): Promise<void> {
    if (this.broken) throw new Error(`The rebuild of ${this.projection.name} failed part way; start a new one`);
    const { store, batchSize = DEFAULT_BATCH_SIZE, onProgress } = this.options;
    const handled = new Set(this.projection.canHandle);
    const readAfter = (position: LogPosition) => (comparePositions(position, target) < 0 ? store.readAll({ after: position, maxCount: batchSize }) : null);
    const advance = (last: LogPosition, events: number) => {
      this.position = last;
      this.done += events;
      onProgress?.({ projection: this.projection.name, done: this.done, total });
    };
    let reading = readAfter(this.position);
    let writing: Promise<void> = Promise.resolve();
    try {
      while (reading) {
        const read = await reading;
        const batch = read.filter((event) => comparePositions(event.position, target) <= 0);
        if (batch.length === 0) break;
        const last = batch.at(-1)!.position;
        reading = batch.length < read.length ? null : readAfter(last);
        const events = batch.filter((event) => handled.has(event.type));
        if (!this.session) {
          await this.apply(events);
          advance(last, batch.length);
          continue;
        }
        const statements = await this.session.project(events, this.read);
        await writing;
        writing = this.write(statements).then(() => advance(last, batch.length));
        // Awaited with the next batch or below; until then a failure is not unhandled.
        writing.catch(() => undefined);
      }
    } catch (error) {
      reading?.catch(() => undefined);
      await writing.catch(() => undefined);
      throw this.fail(error);
    }
    await writing.catch((error: unknown) => {
      throw this.fail(error);
    });
  }

  /** Replaces the live tables with the aside ones and sets the projection's checkpoint, in one transaction. */
  async swapIn(): Promise<void> {
    await this.inTransaction(async (tx) => {
      // A running projector waits here, then finds its checkpoint moved and resumes from the new one.
      await tx.query('SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [this.projection.name]);
      const names = this.tables.map((table) => `public.${table.name}`).join(', ');
      await tx.query(`TRUNCATE ${names}`);
      for (const table of this.tables) await tx.query(`INSERT INTO public.${table.name} SELECT * FROM ${this.schema}.${table.name}`);
      await tx.query(
        `INSERT INTO projection_checkpoints (name, version, commit_position, prepare_position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) DO UPDATE SET version = $2, commit_position = $3, prepare_position = $4, updated_at = now()`,
        [this.projection.name, this.projection.version, this.position.commit.toString(), this.position.prepare.toString()],
      );
      // Running apps drop what they cached of the old tables when this commits.
      await notifyReadModelChange(tx, EVERYTHING_CHANGED, 'projections:rebuild');
    });
  }

  async drop(): Promise<void> {
    await this.options.pool.query(`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`);
  }

  private async apply(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.inTransaction(async (tx) => {
      await tx.query(`SET LOCAL search_path TO ${this.schema}, public`);
      if (this.projection.applyBatch) await this.projection.applyBatch(events, tx);
      else for (const event of events) await this.projection.apply(event, tx);
    });
  }

  /**
   * A session's statements of one batch, in one transaction sent as one query: Postgres runs it through
   * without waiting on this process, which is projecting the next batch meanwhile.
   */
  private async write(statements: readonly string[]): Promise<void> {
    if (statements.length === 0) return;
    const client = await this.options.pool.connect();
    try {
      await client.query(['BEGIN', `SET LOCAL search_path TO ${this.schema}, public`, ...statements, 'COMMIT'].join(';\n'));
    } catch (error) {
      // A failed statement skips the rest, COMMIT included: the transaction is still open.
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** A session's reads of the aside tables, in a transaction of their own beside the one writing. */
  private readonly read = <T>(work: (tx: PoolClient) => Promise<T>): Promise<T> =>
    this.inTransaction(async (tx) => {
      await tx.query(`SET LOCAL search_path TO ${this.schema}, public`);
      return work(tx);
    });

  private fail(error: unknown): unknown {
    if (this.session) this.broken = true;
    return error;
  }

  private async inTransaction<T>(work: (tx: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.options.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
