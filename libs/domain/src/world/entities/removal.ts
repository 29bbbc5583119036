import type { WorldDomainEvent } from '../world.events';
import type { ExistingWorld } from '../world.state';
import type { CharacterMoved, CharacterUpdated } from './character.events';
import type { FactionUpdated } from './faction.events';
import type { FactionProfile } from './faction.state';
import type { LocationUpdated } from './location.events';

export interface Removal {
  readonly locationIds: ReadonlySet<string>;
  readonly factionIds: ReadonlySet<string>;
  readonly characterIds: ReadonlySet<string>;
}

function referenceClearings(world: ExistingWorld, removal: Removal, at: string): WorldDomainEvent[] {
  const events: WorldDomainEvent[] = [];
  for (const location of world.locations.values()) {
    const { parentLocationId } = location;
    if (removal.locationIds.has(location.id) || parentLocationId === null) continue;
    if (removal.locationIds.has(parentLocationId)) {
      events.push(locationUpdated(location.id, { parentLocationId: null }, at));
    }
  }
  for (const character of world.characters.values()) {
    if (removal.characterIds.has(character.id)) continue;
    if (character.locationId !== null && removal.locationIds.has(character.locationId)) {
      events.push(characterMovedOut(character.id, character.locationId, at));
    }
    if (character.factionId !== null && removal.factionIds.has(character.factionId)) {
      events.push(characterUpdated(character.id, { factionId: null }, at));
    }
  }
  for (const faction of world.factions.values()) {
    if (removal.factionIds.has(faction.id)) continue;
    const controlled = faction.controlledLocationIds.filter((id) => !removal.locationIds.has(id));
    const changes: Partial<FactionProfile> = {
      ...(controlled.length === faction.controlledLocationIds.length ? {} : { controlledLocationIds: controlled }),
      ...(faction.leaderId !== null && removal.characterIds.has(faction.leaderId) ? { leaderId: null } : {}),
    };
    if (Object.keys(changes).length > 0) events.push(factionUpdated(faction.id, changes, at));
  }
  return events;
}

/**
 * Removes entities without leaving a dangling reference behind: the entities that stay first let go of
 * the removed ones (a location's children lose their parent, its inhabitants are moved to nowhere, the
 * factions stop controlling it; a faction's members leave it; a leader's factions lose their leader),
 * then the Removed events follow — characters, factions, locations.
 */
export function removalEvents(world: ExistingWorld, removal: Removal, at: string): WorldDomainEvent[] {
  return [
    ...referenceClearings(world, removal, at),
    ...[...removal.characterIds].map((characterId): WorldDomainEvent => ({
      type: 'CharacterRemoved',
      data: { characterId, removedAt: at },
    })),
    ...[...removal.factionIds].map((factionId): WorldDomainEvent => ({
      type: 'FactionRemoved',
      data: { factionId, removedAt: at },
    })),
    ...[...removal.locationIds].map((locationId): WorldDomainEvent => ({
      type: 'LocationRemoved',
      data: { locationId, removedAt: at },
    })),
  ];
}

export const NOTHING_REMOVED: Removal = { locationIds: new Set(), factionIds: new Set(), characterIds: new Set() };

function locationUpdated(locationId: string, changes: LocationUpdated['data']['changes'], at: string): LocationUpdated {
  return { type: 'LocationUpdated', data: { locationId, changes, updatedAt: at } };
}

function characterMovedOut(characterId: string, fromLocationId: string, at: string): CharacterMoved {
  return {
    type: 'CharacterMoved',
    data: { characterId, fromLocationId, toLocationId: null, movedAt: at, beatId: null },
  };
}

function characterUpdated(
  characterId: string,
  changes: CharacterUpdated['data']['changes'],
  at: string,
): CharacterUpdated {
  return { type: 'CharacterUpdated', data: { characterId, changes, updatedAt: at } };
}

function factionUpdated(factionId: string, changes: FactionUpdated['data']['changes'], at: string): FactionUpdated {
  return { type: 'FactionUpdated', data: { factionId, changes, updatedAt: at } };
}
