import type { FactionStatus, FactionType } from '@worldloom/contracts';
import type { HistoricalEntry } from './historical-event';

/** The descriptive fields of a faction that an edit may change (status has its own event). */
export interface FactionProfile {
  readonly name: string;
  readonly type: FactionType;
  readonly membersEstimate: number;
  readonly controlledLocationIds: readonly string[];
  readonly leaderId: string | null;
  readonly bannerColor: string;
  readonly ideology: string;
  readonly tags: readonly string[];
}

export interface FactionState extends FactionProfile {
  readonly id: string;
  readonly status: FactionStatus;
  readonly historicalEvents: readonly HistoricalEntry[];
  readonly createdAt: string;
}
