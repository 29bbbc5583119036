import type { DomainEvent } from '../../shared/decider';
import type { SeedingPhase } from './seeding.state';

export type WorldSeedingRequested = DomainEvent<'WorldSeedingRequested', { requestId: string; requestedAt: string }>;

/** Closes one phase: the entities' *Added events come just before it, in the same append. */
export type WorldSeedingPhaseRecorded = DomainEvent<
  'WorldSeedingPhaseRecorded',
  { requestId: string; phase: SeedingPhase; entityIds: string[]; recordedAt: string }
>;

export type WorldSeeded = DomainEvent<
  'WorldSeeded',
  { requestId: string; locationCount: number; factionCount: number; characterCount: number; seededAt: string }
>;

/** The *Removed events of the entities this seeding had added come just before it, in the same append. */
export type WorldSeedingFailed = DomainEvent<
  'WorldSeedingFailed',
  { requestId: string; reason: string; failedAt: string }
>;

export type SeedingEvent = WorldSeedingRequested | WorldSeedingPhaseRecorded | WorldSeeded | WorldSeedingFailed;
