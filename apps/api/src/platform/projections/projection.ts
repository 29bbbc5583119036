import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../event-store/event-store.port';

/**
 * A read model fed from the global log. `apply` runs inside the batch's transaction, together with
 * the checkpoint update, so its effects happen exactly once. Bumping `version` rebuilds it from 0.
 */
export interface Projection {
  readonly name: string;
  readonly version: number;
  readonly canHandle: readonly string[];
  apply(event: RecordedEvent, tx: PoolClient): Promise<void>;
  /**
   * Optional: the same effects as `apply` on each event in order, in fewer statements. The runner
   * prefers it; it is what makes a rebuild fast.
   */
  applyBatch?(events: readonly RecordedEvent[], tx: PoolClient): Promise<void>;
  /**
   * Optional: a session for one rebuild from position 0 into empty tables (AsideRebuild), which may keep
   * what it wrote in memory instead of reading it back. `project` is given the batches in log order, each
   * once every batch but the one just before it has committed (their statements ran, in order, in one
   * transaction each), so its work overlaps that batch's writing. It resolves to the batch's statements,
   * built whole as SQL without parameters (later batches do not change them; they go in one round trip).
   * `read` runs queries on the rebuild's tables, and sees every committed batch.
   */
  rebuildSession?(): {
    project(events: readonly RecordedEvent[], read: <T>(work: (tx: PoolClient) => Promise<T>) => Promise<T>): Promise<readonly string[]>;
  };
  /** Empties the read model before a rebuild. */
  reset(tx: PoolClient): Promise<void>;
}

/** Nest multi-provider token under which feature modules register their projections. */
export const PROJECTIONS = Symbol('PROJECTIONS');
