import type { HistoricalEvent } from '@worldloom/contracts';
import type { HistoricalEntry } from '@worldloom/domain';

/** A history line in its wire shape, as its jsonb row keeps it: optional fields absent, not null. */
export function historicalEventJson(entry: HistoricalEntry): HistoricalEvent {
  return {
    timestamp: entry.timestamp,
    event: entry.event,
    ...(entry.previousStatus === undefined ? {} : { previous_status: entry.previousStatus }),
    ...(entry.beatIndex === undefined ? {} : { beat_index: entry.beatIndex }),
  };
}
