import { randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import {
  comparePositions,
  type EventStore,
  LOG_START,
  type LogPosition,
  type RecordedEvent,
} from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
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
 * in memory per batch (world-story) rewrites each row once per batch, so bigger is faster.
 */
export const DEFAULT_BATCH_SIZE = 5000;

// Postgres identifiers: lower case, digits and underscores only, so they never need quoting.
const identifier = (text: string) => text.toLowerCase().replace(/[^a-z0-9_]/g, '_');

/**
 * A projection rebuilt from position 0 into tables of its own (a schema beside the live ones, each table
 * made LIKE its live one), so the live read models keep answering meanwhile. The projection's own code runs
 * unchanged: its unqualified table names resolve to the aside tables through the search_path.
 */
export class AsideRebuild {
  private position: LogPosition = LOG_START;
  private done = 0;

  private constructor(
    readonly projection: Projection,
    readonly schema: string,
    readonly tables: readonly ReadModelTable[],
    private readonly options: RebuildOptions,
  ) {}

  static async start(projection: Projection, options: RebuildOptions): Promise<AsideRebuild> {
    const schema = identifier(`rebuild_${projection.name}_${randomBytes(4).toString('hex')}`);
    const rebuild = new AsideRebuild(projection, schema, tablesOf(projection), options);
    await options.pool.query(`CREATE SCHEMA ${schema}`);
    // Unlogged: the aside tables are rebuilt again after a crash anyway, so their many rewrites skip the WAL;
    // only the swap's final copy into the live tables is logged.
    for (const table of rebuild.tables) {
      await options.pool.query(`CREATE UNLOGGED TABLE ${schema}.${table.name} (LIKE public.${table.name} INCLUDING ALL)`);
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
   * batch is read while one is applied.
   */
  async catchUp(target: LogPosition, total: number | null = null): Promise<void> {
    const { store, batchSize = DEFAULT_BATCH_SIZE, onProgress } = this.options;
    const handled = new Set(this.projection.canHandle);
    const readAfter = (position: LogPosition) => (comparePositions(position, target) < 0 ? store.readAll({ after: position, maxCount: batchSize }) : null);
    let reading = readAfter(this.position);
    while (reading) {
      const read = await reading;
      const batch = read.filter((event) => comparePositions(event.position, target) <= 0);
      if (batch.length === 0) break;
      const last = batch.at(-1)!.position;
      reading = batch.length < read.length ? null : readAfter(last);
      await this.apply(batch.filter((event) => handled.has(event.type)));
      this.position = last;
      this.done += batch.length;
      onProgress?.({ projection: this.projection.name, done: this.done, total });
    }
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

  private async inTransaction(work: (tx: PoolClient) => Promise<void>): Promise<void> {
    const client = await this.options.pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
