import type { EmergedInBeat, HistoricalEvent } from '@worldloom/contracts';
import type { Emergence, HistoricalEntry } from '@worldloom/domain';

/** A history line in its wire shape, as its jsonb row keeps it: optional fields absent, not null. */
export function historicalEventJson(entry: HistoricalEntry): HistoricalEvent {
  return {
    timestamp: entry.timestamp,
    event: entry.event,
    ...(entry.previousStatus === undefined ? {} : { previous_status: entry.previousStatus }),
    ...(entry.beatIndex === undefined ? {} : { beat_index: entry.beatIndex }),
  };
}

/** The beat a newcomer emerged in, in its wire shape. */
export function emergenceJson(emergence: Emergence | null): EmergedInBeat | null {
  return emergence === null ? null : { arc_id: emergence.arcId, beat_id: emergence.beatId, beat_index: emergence.beatIndex };
}
