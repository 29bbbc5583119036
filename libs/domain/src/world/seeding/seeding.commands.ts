import type { DomainCommand } from '../../shared/decider';
import type { StanceChangeInput } from '../arc/beat-consequences';
import type { NewCharacter } from '../entities/character.commands';
import type { NewFaction } from '../entities/faction.commands';
import type { NewLocation } from '../entities/location.commands';

export type RequestSeeding = DomainCommand<'RequestSeeding', { requestId: string }>;

/** A faction's leader, named once the characters exist. */
export interface FactionLeader {
  readonly factionId: string;
  readonly characterId: string;
}

export type SeedingPhaseEntities =
  | { phase: 'locations'; entities: readonly NewLocation[] }
  | { phase: 'factions'; entities: readonly NewFaction[]; stances?: readonly StanceChangeInput[] }
  | { phase: 'characters'; entities: readonly NewCharacter[]; factionLeaders?: readonly FactionLeader[] };

export type RecordSeedingPhase = DomainCommand<'RecordSeedingPhase', { requestId: string } & SeedingPhaseEntities>;

export type CompleteSeeding = DomainCommand<'CompleteSeeding', { requestId: string }>;

export type FailSeeding = DomainCommand<'FailSeeding', { requestId: string; reason: string }>;

export type SeedingCommand = RequestSeeding | RecordSeedingPhase | CompleteSeeding | FailSeeding;
