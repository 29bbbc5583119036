/** Seeding as the client shows it (SPEC.md §3, §4, §9): the phase moves by the clock, not by the server. */
export const SEEDING_POLL_MS = 2000;

export type SeedingPhase = 'locations' | 'factions' | 'characters';

export const SEEDING_PHASES: readonly { readonly phase: SeedingPhase; readonly atMs: number; readonly message: string }[] = [
  { phase: 'locations', atMs: 1000, message: 'Generating world regions and locations...' },
  { phase: 'factions', atMs: 15_000, message: 'Creating factions and their ideologies...' },
  { phase: 'characters', atMs: 25_000, message: 'Populating the world with characters...' },
];

export const SEEDING_STARTING_MESSAGE = 'Preparing world generation...';

export function seedingMessage(phase: SeedingPhase | null): string {
  return SEEDING_PHASES.find((step) => step.phase === phase)?.message ?? SEEDING_STARTING_MESSAGE;
}

/** Seeding is done once the world has at least one location, one faction and one character. */
export function isSeeded(counts: { locations: number; factions: number; characters: number }): boolean {
  return counts.locations > 0 && counts.factions > 0 && counts.characters > 0;
}

/** What the confirm modal promises (SPEC.md §9). */
export const SEEDING_ESTIMATES = {
  regions: '3-5',
  locations: '25-40',
  factions: '2-4',
  characters: '15-30',
  seconds: '30-60',
} as const;
