/** Seeding runs in three phases, in this order (SPEC §4 "Seeding"). */
export const SEEDING_PHASES = ['locations', 'factions', 'characters'] as const;
export type SeedingPhase = (typeof SEEDING_PHASES)[number];

/** Ids of the entities a seeding added, so a failed seeding can take them back out. */
export interface SeededEntityIds {
  readonly locationIds: readonly string[];
  readonly factionIds: readonly string[];
  readonly characterIds: readonly string[];
}

export type SeedingState =
  | { readonly status: 'not_requested' }
  | {
      readonly status: 'pending';
      readonly requestId: string;
      readonly requestedAt: string;
      readonly recordedPhases: readonly SeedingPhase[];
      readonly seeded: SeededEntityIds;
    }
  | { readonly status: 'seeded'; readonly requestId: string; readonly seededAt: string }
  | { readonly status: 'failed'; readonly requestId: string; readonly reason: string; readonly failedAt: string };
