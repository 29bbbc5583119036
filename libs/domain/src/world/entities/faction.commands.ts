import type { FactionStatus, FactionType } from '@worldloom/contracts';
import type { DomainCommand } from '../../shared/decider';
import type { FactionProfile } from './faction.state';

/** A faction to add, by hand or from a seeding phase; omitted fields take their defaults. */
export interface NewFaction {
  readonly factionId: string;
  readonly name: string;
  readonly type: FactionType;
  /** Defaults to 'stable'. */
  readonly status?: FactionStatus;
  readonly membersEstimate?: number;
  readonly controlledLocationIds?: readonly string[];
  readonly leaderId?: string | null;
  readonly bannerColor?: string;
  readonly ideology?: string;
  readonly tags?: readonly string[];
}

export type AddFaction = DomainCommand<'AddFaction', NewFaction>;

/** Fields left out stay as they are; `reason` is the history line written when the status changes. */
export type UpdateFaction = DomainCommand<
  'UpdateFaction',
  { factionId: string; status?: FactionStatus; reason?: string } & Partial<FactionProfile>
>;

export type RemoveFaction = DomainCommand<'RemoveFaction', { factionId: string }>;

export type RecordFactionHistory = DomainCommand<'RecordFactionHistory', { factionId: string; event: string }>;

export type FactionCommand = AddFaction | UpdateFaction | RemoveFaction | RecordFactionHistory;
