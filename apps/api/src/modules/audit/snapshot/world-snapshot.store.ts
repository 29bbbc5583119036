import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { ExistingWorld } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import type { Checkpoint } from '../stream/world-timeline';
import { decodeWorldState, encodeWorldState, WORLD_SNAPSHOT_FORMAT } from './world-state.codec';

/** A world folded over its stream up to `revision`, as kept in the world_snapshots table. */
export interface StoredSnapshot {
  readonly revision: number;
  readonly checkpoint: Checkpoint & { readonly state: ExistingWorld };
  /** When the event at `revision` happened (its metadata). */
  readonly occurredAt: string;
}

interface SnapshotRow {
  revision: string;
  occurred_at: string;
  updated_at: string;
  state: string;
}

/** Snapshots waiting to be written; beyond this, offers are dropped (a later fold offers them again). */
const QUEUED_MAX = 64;

const NEAREST_SQL = `
  SELECT revision, occurred_at, updated_at, state FROM world_snapshots
  WHERE stream_id = $1 AND format = $2 AND revision <= $3
  ORDER BY revision DESC LIMIT 1`;

const EXISTS_SQL = 'SELECT 1 FROM world_snapshots WHERE stream_id = $1 AND format = $2 AND revision = $3';

// Snapshots of other formats are of no use to this code, nor, once it runs everywhere, to anyone. Those
// written in the last day are left alone: during a rolling deploy the other version still reads and writes
// its own, and deleting each other's would make both fold from the start again and again.
const OTHER_FORMATS_KEPT_FOR = '1 day';

const INSERT_SQL = `
  WITH outdated AS (
    DELETE FROM world_snapshots
    WHERE stream_id = $1 AND format <> $2 AND created_at < now() - interval '${OTHER_FORMATS_KEPT_FOR}'
  )
  INSERT INTO world_snapshots (stream_id, format, revision, occurred_at, updated_at, state)
  VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`;

/**
 * Folded world states kept across processes (ARCHITECTURE.md "Audit"): the nearest one at or below a
 * revision, read whole; new ones are offered by whatever folded that far and written later, one at a time
 * between requests, so no reader waits for a write.
 */
@Injectable()
export class WorldSnapshotStore implements OnModuleDestroy {
  private readonly logger = new Logger('WorldSnapshots');
  private readonly queue = new Map<string, { streamId: string; snapshot: StoredSnapshot }>();
  private draining: Promise<void> | null = null;
  private closed = false;

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The latest snapshot of the stream at or below `revision` in this code's format, if any. */
  async nearest(streamId: string, revision: number): Promise<StoredSnapshot | null> {
    const { rows } = await this.pool.query<SnapshotRow>({
      name: 'world-snapshot-nearest',
      text: NEAREST_SQL,
      values: [streamId, WORLD_SNAPSHOT_FORMAT, revision],
    });
    const row = rows[0];
    if (!row) return null;
    return {
      revision: Number(row.revision),
      checkpoint: { state: decodeWorldState(row.state), updatedAt: Number(row.updated_at) },
      occurredAt: row.occurred_at,
    };
  }

  /** Keeps the snapshot, later; one already stored, queued or of no world yet is left alone. */
  offer(streamId: string, snapshot: { revision: number; checkpoint: Checkpoint; occurredAt: string }): void {
    const { revision, checkpoint, occurredAt } = snapshot;
    const key = `${streamId}@${revision}`;
    if (this.closed || checkpoint.state.status !== 'created' || this.queue.has(key) || this.queue.size >= QUEUED_MAX) return;
    this.queue.set(key, { streamId, snapshot: { revision, checkpoint: { ...checkpoint, state: checkpoint.state }, occurredAt } });
    this.drain();
  }

  /** Resolves once every snapshot offered so far is written (or given up on). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Stops taking offers and lets the write under way finish before the pool closes. */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.queue.clear();
    await this.idle();
  }

  private drain(): void {
    if (this.draining) return;
    this.draining = this.writeQueued().finally(() => {
      this.draining = null;
      if (this.queue.size > 0) this.drain();
    });
  }

  private async writeQueued(): Promise<void> {
    for (const [key, { streamId, snapshot }] of this.queue) {
      // After the reads under way have answered: encoding a large world takes a while.
      await new Promise((resolve) => setImmediate(resolve));
      this.queue.delete(key);
      if (this.closed) return;
      await this.write(streamId, snapshot).catch((error: unknown) => {
        this.logger.warn(`Could not keep the snapshot of ${key}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  }

  private async write(streamId: string, { revision, checkpoint, occurredAt }: StoredSnapshot): Promise<void> {
    const exists = await this.pool.query(EXISTS_SQL, [streamId, WORLD_SNAPSHOT_FORMAT, revision]);
    if (exists.rowCount !== 0) return;
    const state = encodeWorldState(checkpoint.state);
    await this.pool.query(INSERT_SQL, [streamId, WORLD_SNAPSHOT_FORMAT, revision, occurredAt, checkpoint.updatedAt, state]);
  }
}
