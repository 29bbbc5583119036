import type { FactionStance, FactionStatus, FactionType } from '@worldloom/contracts';
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

/** This faction's stance toward another; a faction with no entry for another is neutral toward it. */
export interface FactionStanceState {
  readonly targetFactionId: string;
  readonly stance: FactionStance;
  readonly reason: string;
  readonly changedAt: string;
}

export interface FactionState extends FactionProfile {
  readonly id: string;
  readonly status: FactionStatus;
  /** Stances set toward other factions, in the order they were first set. */
  readonly stances: readonly FactionStanceState[];
  readonly historicalEvents: readonly HistoricalEntry[];
  readonly createdAt: string;
}
