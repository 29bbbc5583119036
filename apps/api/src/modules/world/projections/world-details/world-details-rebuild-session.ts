import type { PoolClient } from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { DetailRows } from './detail-rows';
import { projectSteps, stepsOf } from './detail-steps';

/**
 * Rows (and world owners) a session keeps from batch to batch before it drops idle worlds: about 1 KB
 * each, so some 100 MB.
 */
export const DEFAULT_RESIDENT_ROWS = 100_000;

/**
 * world-details rebuilt from position 0 into empty tables (Projection.rebuildSession): the rows that later
 * events read stay in memory from batch to batch, so a batch loads nothing, is applied there and leaves
 * only its statements to run.
 *
 * Memory: once more than `maxResidentRows` rows are held, the worlds least recently touched are dropped,
 * all of a world's rows at once, until the rest fit; only worlds that neither this batch nor the one before
 * touched go, since only their writes have surely committed. So it holds at most `maxResidentRows` rows or
 * the rows of the worlds of the last two batches, whichever is more, plus the ids of the dropped worlds. A
 * dropped world's rows are loaded again, from the rebuild's tables, by the next batch that touches it.
 * Beats and world events are never held past their batch (no later event reads them).
 */
export class WorldDetailsRebuildSession {
  private readonly rows = DetailRows.resident();
  /** Per world held, the last batch that touched it. */
  private readonly lastTouched = new Map<string, number>();
  /** Worlds dropped from memory: their rows are in the rebuild's tables. */
  private readonly dropped = new Set<string>();
  private batch = 0;

  constructor(private readonly maxResidentRows = DEFAULT_RESIDENT_ROWS) {}

  /** Rows and world owners held now. */
  get residentRows(): number {
    return this.rows.resident;
  }

  get residentWorlds(): number {
    return this.lastTouched.size;
  }

  async project(events: readonly RecordedEvent[], read: <T>(work: (tx: PoolClient) => Promise<T>) => Promise<T>): Promise<string[]> {
    const batch = ++this.batch;
    const steps = stepsOf(events);
    const worlds = new Set(steps.map(({ worldId }) => worldId));
    const reload = [...worlds].filter((worldId) => this.dropped.has(worldId));
    if (reload.length > 0) {
      await read((tx) => this.rows.loadWorlds(tx, reload));
      for (const worldId of reload) this.dropped.delete(worldId);
    }
    for (const worldId of worlds) this.lastTouched.set(worldId, batch);
    projectSteps(steps, this.rows);
    const statements = this.rows.takeStatements();
    this.dropIdleWorlds(batch);
    return statements;
  }

  private dropIdleWorlds(batch: number): void {
    let resident = this.rows.resident;
    if (resident <= this.maxResidentRows) return;
    const perWorld = this.rows.residentPerWorld();
    const idle = [...this.lastTouched].filter(([, last]) => last < batch - 1).sort(([, a], [, b]) => a - b);
    const drop = new Set<string>();
    for (const [worldId] of idle) {
      if (resident <= this.maxResidentRows) break;
      drop.add(worldId);
      resident -= perWorld.get(worldId) ?? 0;
      this.lastTouched.delete(worldId);
      this.dropped.add(worldId);
    }
    this.rows.dropWorlds(drop);
  }
}
