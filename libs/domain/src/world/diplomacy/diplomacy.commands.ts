import type { ClaimMethod, FactionStance, FactionStatus } from '@worldloom/contracts';
import type { DomainCommand } from '../../shared/decider';
import type { StanceChangeInput } from '../arc/beat-consequences';

/** faction.setStance: how one faction stands toward another from now on, and why. */
export type SetFactionStance = DomainCommand<
  'SetFactionStance',
  { sourceFactionId: string; targetFactionId: string; stance: FactionStance; reason: string }
>;

/** faction.evaluateRelations: every stance the generator re-evaluated that changes; the others stay. */
export type ReviseFactionStances = DomainCommand<'ReviseFactionStances', { changes: readonly StanceChangeInput[] }>;

export type ClaimLocation = DomainCommand<
  'ClaimLocation',
  { factionId: string; locationId: string; method: ClaimMethod; reason: string }
>;

export type ReleaseLocation = DomainCommand<'ReleaseLocation', { factionId: string; locationId: string; reason: string }>;

/** The generated doctrine that fits the faction's new fortune. */
export interface NewDoctrine {
  readonly ideology: string;
  readonly tags: readonly string[];
}

/** faction.setStatus: a status change with its reason, and the doctrine the generator rewrote for it (one append). */
export type SetFactionStatus = DomainCommand<
  'SetFactionStatus',
  { factionId: string; status: FactionStatus; reason: string; doctrine?: NewDoctrine }
>;

/** faction.generateDoctrine: the faction's ideology and tags, rewritten. */
export type RewriteFactionDoctrine = DomainCommand<
  'RewriteFactionDoctrine',
  { factionId: string; reason?: string | null } & NewDoctrine
>;

export type DiplomacyCommand =
  | SetFactionStance
  | ReviseFactionStances
  | ClaimLocation
  | ReleaseLocation
  | SetFactionStatus
  | RewriteFactionDoctrine;
