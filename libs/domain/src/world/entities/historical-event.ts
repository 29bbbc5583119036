/** One line of a location's, faction's or character's history (SPEC §3 historical_events). */
export interface HistoricalEntry {
  readonly timestamp: string;
  readonly event: string;
  readonly previousStatus?: string;
  /** Index of the beat that caused it; absent for manual edits. */
  readonly beatIndex?: number;
}

/** The beat an entity event came from; null when a user made the change by hand. */
export interface BeatOrigin {
  readonly beatId: string;
  readonly beatIndex: number;
}

/** The beat in which a newcomer entered the world (SPEC entities added by a beat rather than by seeding or by hand). */
export interface Emergence extends BeatOrigin {
  readonly arcId: string;
}

export function statusChangeText(previousStatus: string, status: string): string {
  return `Status changed from ${previousStatus} to ${status}`;
}
