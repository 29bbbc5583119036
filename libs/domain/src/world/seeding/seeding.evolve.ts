import type { ExistingWorld } from '../world.state';
import type {
  WorldSeeded,
  WorldSeedingFailed,
  WorldSeedingPhaseRecorded,
  WorldSeedingRequested,
} from './seeding.events';
import type { SeededEntityIds, SeedingPhase } from './seeding.state';

const idsOfPhase: Record<SeedingPhase, keyof SeededEntityIds> = {
  locations: 'locationIds',
  factions: 'factionIds',
  characters: 'characterIds',
};

export function worldSeedingRequested(world: ExistingWorld, data: WorldSeedingRequested['data']): ExistingWorld {
  return {
    ...world,
    seeding: {
      status: 'pending',
      requestId: data.requestId,
      requestedAt: data.requestedAt,
      recordedPhases: [],
      seeded: { locationIds: [], factionIds: [], characterIds: [] },
    },
  };
}

export function worldSeedingPhaseRecorded(
  world: ExistingWorld,
  data: WorldSeedingPhaseRecorded['data'],
): ExistingWorld {
  const { seeding } = world;
  if (seeding.status !== 'pending' || seeding.requestId !== data.requestId) return world;
  const key = idsOfPhase[data.phase];
  return {
    ...world,
    seeding: {
      ...seeding,
      recordedPhases: [...seeding.recordedPhases, data.phase],
      seeded: { ...seeding.seeded, [key]: [...seeding.seeded[key], ...data.entityIds] },
    },
  };
}

export function worldSeeded(world: ExistingWorld, data: WorldSeeded['data']): ExistingWorld {
  return { ...world, seeding: { status: 'seeded', requestId: data.requestId, seededAt: data.seededAt } };
}

export function worldSeedingFailed(world: ExistingWorld, data: WorldSeedingFailed['data']): ExistingWorld {
  return {
    ...world,
    seeding: { status: 'failed', requestId: data.requestId, reason: data.reason, failedAt: data.failedAt },
  };
}
