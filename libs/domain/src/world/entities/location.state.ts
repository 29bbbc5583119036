import type { LocationStatus, LocationType } from '@worldloom/contracts';
import type { Emergence, HistoricalEntry } from './historical-event';

/** The descriptive fields of a location that an edit may change (status has its own event). */
export interface LocationProfile {
  readonly name: string;
  readonly type: LocationType;
  readonly description: string;
  readonly tags: readonly string[];
  /** A city, landmark or wilderness may lie in a region; a region has no parent. */
  readonly parentLocationId: string | null;
  /** Map coordinates; shown only when both are set. */
  readonly relativeX: number | null;
  readonly relativeY: number | null;
}

export interface LocationState extends LocationProfile {
  readonly id: string;
  readonly status: LocationStatus;
  readonly historicalEvents: readonly HistoricalEntry[];
  /** The beat that brought the place in; null when seeded or added by hand. */
  readonly emergedIn: Emergence | null;
  readonly createdAt: string;
  readonly lastSignificantChange: string | null;
}
