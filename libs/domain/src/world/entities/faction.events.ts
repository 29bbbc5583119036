import type { FactionStatus } from '@worldloom/contracts';
import type { DomainEvent } from '../../shared/decider';
import type { FactionProfile } from './faction.state';
import type { HistoricalEntry } from './historical-event';

export type FactionAdded = DomainEvent<
  'FactionAdded',
  FactionProfile & { factionId: string; status: FactionStatus; addedAt: string }
>;

/** Only the fields that changed. */
export type FactionUpdated = DomainEvent<
  'FactionUpdated',
  { factionId: string; changes: Partial<FactionProfile>; updatedAt: string }
>;

/** v2 added `reason` (null when none was given, and on v1 events). */
export type FactionStatusChanged = DomainEvent<
  'FactionStatusChanged',
  {
    factionId: string;
    previousStatus: FactionStatus;
    status: FactionStatus;
    reason: string | null;
    changedAt: string;
    /** The beat that changed it; null for a manual edit. */
    beatId: string | null;
  }
>;

export type FactionHistoryRecorded = DomainEvent<
  'FactionHistoryRecorded',
  { factionId: string; historicalEvent: HistoricalEntry; beatId: string | null }
>;

export type FactionRemoved = DomainEvent<'FactionRemoved', { factionId: string; removedAt: string }>;

export type FactionEvent =
  FactionAdded | FactionUpdated | FactionStatusChanged | FactionHistoryRecorded | FactionRemoved;
