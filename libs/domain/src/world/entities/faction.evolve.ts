import { updateEntry, withEntry } from '../../shared/immutable-map';
import type { ExistingWorld } from '../world.state';
import type {
  FactionAdded,
  FactionHistoryRecorded,
  FactionRemoved,
  FactionStatusChanged,
  FactionUpdated,
} from './faction.events';
import type { FactionState } from './faction.state';

function withFaction(world: ExistingWorld, id: string, update: (faction: FactionState) => FactionState): ExistingWorld {
  return { ...world, factions: updateEntry(world.factions, id, update) };
}

export function factionAdded(
  world: ExistingWorld,
  { factionId, addedAt, ...profile }: FactionAdded['data'],
): ExistingWorld {
  const faction: FactionState = { ...profile, id: factionId, stances: [], historicalEvents: [], createdAt: addedAt };
  return { ...world, factions: withEntry(world.factions, factionId, faction) };
}

export function factionUpdated(world: ExistingWorld, { factionId, changes }: FactionUpdated['data']): ExistingWorld {
  return withFaction(world, factionId, (faction) => ({ ...faction, ...changes }));
}

export function factionStatusChanged(world: ExistingWorld, data: FactionStatusChanged['data']): ExistingWorld {
  return withFaction(world, data.factionId, (faction) => ({ ...faction, status: data.status }));
}

export function factionHistoryRecorded(world: ExistingWorld, data: FactionHistoryRecorded['data']): ExistingWorld {
  return withFaction(world, data.factionId, (faction) => ({
    ...faction,
    historicalEvents: [...faction.historicalEvents, data.historicalEvent],
  }));
}

/** Stances toward a faction that is gone go with it. */
export function factionRemoved(world: ExistingWorld, { factionId }: FactionRemoved['data']): ExistingWorld {
  const factions = new Map(world.factions);
  factions.delete(factionId);
  for (const [id, faction] of factions) {
    if (faction.stances.some((entry) => entry.targetFactionId === factionId)) {
      factions.set(id, { ...faction, stances: faction.stances.filter((entry) => entry.targetFactionId !== factionId) });
    }
  }
  return { ...world, factions };
}
