import type { DetailRows } from './detail-rows';

/** Where a world-details event is projected: the batch's rows and the world whose stream it came from. */
export interface DetailWrite {
  readonly rows: DetailRows;
  readonly worldId: string;
  /** Revision of the event in its world's stream (an order that survives equal timestamps). */
  readonly revision: bigint;
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
