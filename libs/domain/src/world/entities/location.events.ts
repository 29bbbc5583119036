import type { LocationStatus } from '@worldloom/contracts';
import type { DomainEvent } from '../../shared/decider';
import type { Emergence, HistoricalEntry } from './historical-event';
import type { LocationProfile } from './location.state';

/** v2 added `emergedIn` (a newcomer of a beat; null otherwise). */
export type LocationAdded = DomainEvent<
  'LocationAdded',
  LocationProfile & { locationId: string; status: LocationStatus; emergedIn: Emergence | null; addedAt: string }
>;

/** Only the fields that changed. */
export type LocationUpdated = DomainEvent<
  'LocationUpdated',
  { locationId: string; changes: Partial<LocationProfile>; updatedAt: string }
>;

export type LocationStatusChanged = DomainEvent<
  'LocationStatusChanged',
  {
    locationId: string;
    previousStatus: LocationStatus;
    status: LocationStatus;
    changedAt: string;
    /** The beat that changed it; null for a manual edit. */
    beatId: string | null;
  }
>;

export type LocationHistoryRecorded = DomainEvent<
  'LocationHistoryRecorded',
  { locationId: string; historicalEvent: HistoricalEntry; beatId: string | null }
>;

/** A beat described the place anew; a history line follows. */
export type LocationDescriptionAmended = DomainEvent<
  'LocationDescriptionAmended',
  { locationId: string; previousDescription: string; description: string; amendedAt: string; beatId: string | null }
>;

export type LocationRemoved = DomainEvent<'LocationRemoved', { locationId: string; removedAt: string }>;

export type LocationEvent =
  | LocationAdded
  | LocationUpdated
  | LocationStatusChanged
  | LocationHistoryRecorded
  | LocationDescriptionAmended
  | LocationRemoved;
