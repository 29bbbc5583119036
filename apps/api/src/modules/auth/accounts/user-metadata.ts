/** A `data` update for user_metadata, split the way GoTrue applies it. */
export interface MetadataPatch {
  /** Keys sent as null: GoTrue deletes them. */
  readonly removedKeys: string[];
  /** Every other key overwrites (top level only, as GoTrue does). */
  readonly assigned: Record<string, unknown>;
}

export function toMetadataPatch(data: Record<string, unknown>): MetadataPatch {
  const entries = Object.entries(data);
  return {
    removedKeys: entries.filter(([, value]) => value === null).map(([key]) => key),
    assigned: Object.fromEntries(entries.filter(([, value]) => value !== null)),
  };
}
