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
  /** Empties the read model before a rebuild. */
  reset(tx: PoolClient): Promise<void>;
}

/** Nest multi-provider token under which feature modules register their projections. */
export const PROJECTIONS = Symbol('PROJECTIONS');
