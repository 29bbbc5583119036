import { updateEntry } from '../../shared/immutable-map';
import type { FactionState } from '../entities/faction.state';
import type { ExistingWorld } from '../world.state';
import type {
  FactionDoctrineRewritten,
  FactionStanceChanged,
  LocationClaimed,
  LocationReleased,
} from './diplomacy.events';

function withFaction(world: ExistingWorld, id: string, update: (faction: FactionState) => FactionState): ExistingWorld {
  return { ...world, factions: updateEntry(world.factions, id, update) };
}

export function factionStanceChanged(world: ExistingWorld, data: FactionStanceChanged['data']): ExistingWorld {
  return withFaction(world, data.sourceFactionId, (faction) => {
    const entry = { targetFactionId: data.targetFactionId, stance: data.stance, reason: data.reason, changedAt: data.changedAt };
    const known = faction.stances.some((stance) => stance.targetFactionId === data.targetFactionId);
    return {
      ...faction,
      stances: known
        ? faction.stances.map((stance) => (stance.targetFactionId === data.targetFactionId ? entry : stance))
        : [...faction.stances, entry],
    };
  });
}

const without = (faction: FactionState, locationId: string): FactionState =>
  faction.controlledLocationIds.includes(locationId)
    ? { ...faction, controlledLocationIds: faction.controlledLocationIds.filter((id) => id !== locationId) }
    : faction;

/** The claim takes the location from whoever held it: no location has two masters. */
export function locationClaimed(world: ExistingWorld, data: LocationClaimed['data']): ExistingWorld {
  const factions = new Map(world.factions);
  for (const [id, faction] of factions) {
    if (id !== data.factionId) factions.set(id, without(faction, data.locationId));
  }
  const claimant = factions.get(data.factionId);
  if (claimant !== undefined && !claimant.controlledLocationIds.includes(data.locationId)) {
    factions.set(data.factionId, { ...claimant, controlledLocationIds: [...claimant.controlledLocationIds, data.locationId] });
  }
  return { ...world, factions };
}

export function locationReleased(world: ExistingWorld, data: LocationReleased['data']): ExistingWorld {
  return withFaction(world, data.factionId, (faction) => without(faction, data.locationId));
}

export function factionDoctrineRewritten(world: ExistingWorld, data: FactionDoctrineRewritten['data']): ExistingWorld {
  return withFaction(world, data.factionId, (faction) => ({ ...faction, ideology: data.ideology, tags: data.tags }));
}
