import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient, QueryResult } from 'pg';
import {
  comparePositions,
  type EventStore,
  LOG_START,
  type LogPosition,
  type RecordedEvent,
  type Subscription,
} from '../event-store/event-store.port';
import type { Projection } from './projection';
import { changeOfStreams, EVERYTHING_CHANGED, notifyReadModelChange, type ReadModelChange, readModelChangeNotifySql } from './read-model-changes';

interface CheckpointRow {
  version: number;
  commit_position: string;
  prepare_position: string;
}

/** Another runner (or a killed one's late commit) moved the checkpoint under this one. */
class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

/** Runs one projection: catch-up from its checkpoint, then live; each batch in one transaction. */
export class ProjectionRunner {
  private subscription: Subscription | undefined;
  private stopped = true;
  private checkpoint: LogPosition = LOG_START;
  private readonly listeners = new Set<(position: LogPosition) => void>();
  private readonly handled: ReadonlySet<string>;
  private readonly origin: string;

  constructor(
    readonly projection: Projection,
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly options: {
      batchSize?: number;
      onError?: (error: unknown) => void;
      /** After each commit that changed the read model, before progress is reported (read-model-changes.ts). */
      onChange?: (change: ReadModelChange) => void;
      /** Signs this runner's change notifications (ReadModelChanges.origin); a random one by default. */
      origin?: string;
    } = {},
  ) {
    this.handled = new Set(projection.canHandle);
    this.origin = options.origin ?? randomUUID();
  }

  get position(): LogPosition {
    return this.checkpoint;
  }

  /** Loads the checkpoint (resetting the read model when the version changed) and subscribes. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.subscribe();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  private async subscribe(): Promise<void> {
    this.checkpoint = await this.prepareCheckpoint();
    const subscription = this.store.subscribeToAll((events) => this.applyBatch(events), {
      after: this.checkpoint,
      batchSize: this.options.batchSize ?? 1000,
    });
    this.subscription = subscription;
    subscription.done.catch((error: unknown) => {
      if (this.stopped || this.subscription !== subscription) return;
      // Another runner applied events this one did not see: start again from the checkpoint actually stored.
      if (error instanceof CheckpointMovedError) {
        this.options.onChange?.(EVERYTHING_CHANGED);
        this.subscribe()
          .then(() => this.reportProgress())
          .catch((retryError: unknown) => this.options.onError?.(retryError));
      } else this.options.onError?.(error);
    });
  }

  /** Drops the read model and its checkpoint, then replays the log from position 0. */
  async rebuild(): Promise<void> {
    await this.stop();
    await this.resetTo(this.projection.version);
    await this.start();
  }

  onProgress(listener: (position: LogPosition) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async prepareCheckpoint(): Promise<LogPosition> {
    const { rows } = await this.pool.query<CheckpointRow>(
      'SELECT version, commit_position, prepare_position FROM projection_checkpoints WHERE name = $1',
      [this.projection.name],
    );
    const row = rows[0];
    if (row && row.version === this.projection.version) {
      return { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
    }
    await this.resetTo(this.projection.version);
    return LOG_START;
  }

  private async resetTo(version: number): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await this.projection.reset(client);
      await notifyReadModelChange(client, EVERYTHING_CHANGED, this.origin);
      await client.query(
        `INSERT INTO projection_checkpoints (name, version, commit_position, prepare_position)
         VALUES ($1, $2, 0, 0)
         ON CONFLICT (name) DO UPDATE SET version = $2, commit_position = 0, prepare_position = 0, updated_at = now()`,
        [this.projection.name, version],
      );
      await client.query('COMMIT');
      this.checkpoint = LOG_START;
      this.options.onChange?.(EVERYTHING_CHANGED);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Opens the batch's transaction and locks the checkpoint row in it (one round trip), checking it is still where this
   * runner left it. A runner killed mid-commit can still commit after a new one has read the checkpoint; without this
   * the new one would apply that batch again.
   */
  private async beginAndLockCheckpoint(client: PoolClient): Promise<void> {
    const [, locked] = (await client.query(
      `BEGIN; SELECT version, commit_position, prepare_position FROM projection_checkpoints
       WHERE name = ${client.escapeLiteral(this.projection.name)} FOR UPDATE`,
    )) as unknown as [QueryResult, QueryResult<CheckpointRow>];
    const row = locked.rows[0];
    const stored = row && { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
    if (!row || row.version !== this.projection.version || comparePositions(stored!, this.checkpoint) !== 0) {
      throw new CheckpointMovedError(`Checkpoint of ${this.projection.name} moved under this runner`);
    }
  }

  private async applyBatch(events: readonly RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last || comparePositions(last.position, this.checkpoint) <= 0) return;
    const fresh = events.filter((event) => this.handled.has(event.type) && comparePositions(event.position, this.checkpoint) > 0);
    const change = fresh.length > 0 ? await this.applyInTransaction(fresh, last.position) : await this.passOver(last.position);
    if (change) this.options.onChange?.(change);
    this.checkpoint = last.position;
    this.reportProgress();
  }

  /** The batch's events for this projection, its change notification and the new checkpoint, in one transaction. */
  private async applyInTransaction(fresh: readonly RecordedEvent[], to: LogPosition): Promise<ReadModelChange> {
    const client = await this.pool.connect();
    try {
      await this.beginAndLockCheckpoint(client);
      if (this.projection.applyBatch) await this.projection.applyBatch(fresh, client);
      else for (const event of fresh) await this.projection.apply(event, client);
      const change = changeOfStreams(fresh.map((event) => event.streamId));
      // The change notification, the checkpoint (bigints, written as their digits) and the commit: one round trip.
      await client.query(
        `${readModelChangeNotifySql(client, change, this.origin)};
         UPDATE projection_checkpoints SET commit_position = ${to.commit}, prepare_position = ${to.prepare}, updated_at = now()
         WHERE name = ${client.escapeLiteral(this.projection.name)}; COMMIT`,
      );
      return change;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * A batch with nothing for this projection: only the checkpoint moves past it, in one statement, and only from where
   * this runner left it (nothing is applied, so no transaction is needed to keep a batch from being applied twice).
   */
  private async passOver(to: LogPosition): Promise<undefined> {
    const { rowCount } = await this.pool.query(
      `UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, updated_at = now()
       WHERE name = $1 AND version = $4 AND commit_position = $5 AND prepare_position = $6`,
      [this.projection.name, to.commit.toString(), to.prepare.toString(), this.projection.version, this.checkpoint.commit.toString(), this.checkpoint.prepare.toString()],
    );
    if (rowCount !== 1) throw new CheckpointMovedError(`Checkpoint of ${this.projection.name} moved under this runner`);
    return undefined;
  }

  /** The read model is complete up to the checkpoint, whichever runner applied the batches. */
  private reportProgress(): void {
    for (const listener of this.listeners) listener(this.checkpoint);
  }
}
