import type { Arc, Beat, Character, EmergedInBeat, Faction, Location, World, WorldSnapshot } from '@worldloom/contracts';
import {
  type ArcState,
  type BeatState,
  type CharacterState,
  currentBeatOf,
  type Emergence,
  type ExistingWorld,
  type FactionState,
  generatedBeats,
  type LocationState,
} from '@worldloom/domain';
import { historicalEventJson, memoryJson } from '#world';

/*
 * The folded domain state in the contracts' shapes: what the read models must say of a world. The audit
 * answers with it, and the world-details projection's suites hold the read models to it. History lines and
 * memories keep the wire shape the projection stores them in (historicalEventJson, memoryJson).
 */

function emergenceView(emergence: Emergence | null): EmergedInBeat | null {
  return emergence === null ? null : { arc_id: emergence.arcId, beat_id: emergence.beatId, beat_index: emergence.beatIndex };
}

/**
 * The faction that holds each held location. No location has two masters; should an older history have
 * left one with two, the lowest id holds it, as the read model's `controlled_by` picks.
 */
export function locationMasters(world: ExistingWorld): Map<string, string> {
  const masters = new Map<string, string>();
  for (const faction of world.factions.values()) {
    for (const locationId of faction.controlledLocationIds) {
      const master = masters.get(locationId);
      if (master === undefined || faction.id < master) masters.set(locationId, faction.id);
    }
  }
  return masters;
}

/** The world as its owner reads it, role and all (a member's read carries their own role: GetWorldStateAtHandler). */
export function toWorldView(world: ExistingWorld, updatedAt: string): World {
  return {
    id: world.worldId,
    name: world.name,
    description: world.description,
    current_arc_id: world.currentArc?.arcId ?? null,
    created_at: world.createdAt,
    updated_at: updatedAt,
    role: 'owner',
  };
}

/** A location with `controlledBy`, the faction that holds it (locationMasters). */
export function toLocationView(worldId: string, location: LocationState, controlledBy: string | null): Location {
  return {
    id: location.id,
    world_id: worldId,
    name: location.name,
    type: location.type,
    status: location.status,
    description: location.description,
    tags: [...location.tags],
    parent_location_id: location.parentLocationId,
    relative_x: location.relativeX,
    relative_y: location.relativeY,
    historical_events: location.historicalEvents.map(historicalEventJson),
    controlled_by: controlledBy,
    emerged_in_beat: emergenceView(location.emergedIn),
    created_at: location.createdAt,
    last_significant_change: location.lastSignificantChange,
  };
}

/** Every location of the world, each with the faction that holds it, in the world's order. */
export function toLocationViews(world: ExistingWorld): Location[] {
  const masters = locationMasters(world);
  return [...world.locations.values()].map((location) => toLocationView(world.worldId, location, masters.get(location.id) ?? null));
}

export function toFactionView(worldId: string, faction: FactionState): Faction {
  return {
    id: faction.id,
    world_id: worldId,
    name: faction.name,
    type: faction.type,
    status: faction.status,
    members_estimate: faction.membersEstimate,
    controlled_locations: [...faction.controlledLocationIds],
    leader_id: faction.leaderId,
    banner_color: faction.bannerColor,
    ideology: faction.ideology,
    tags: [...faction.tags],
    historical_events: faction.historicalEvents.map(historicalEventJson),
    stances: faction.stances.map(({ targetFactionId, stance, reason, changedAt }) => ({
      target_faction_id: targetFactionId,
      stance,
      reason,
      last_changed: changedAt,
    })),
    created_at: faction.createdAt,
  };
}

/**
 * The player who plays each player character: the member bound to it (a removed member, or one who left,
 * plays nothing). Should two ever be bound to one, the lowest user id plays it, as the read model picks.
 */
export function characterControllers(world: ExistingWorld): Map<string, string> {
  const controllers = new Map<string, string>();
  for (const { userId, characterId } of world.membership.members.values()) {
    if (characterId === null) continue;
    const controller = controllers.get(characterId);
    if (controller === undefined || userId < controller) controllers.set(characterId, userId);
  }
  return controllers;
}

/** A character with `controlledBy`, the player who plays it (characterControllers). */
export function toCharacterView(worldId: string, character: CharacterState, controlledBy: string | null): Character {
  return {
    id: character.id,
    world_id: worldId,
    name: character.name,
    type: character.type,
    story_role: character.storyRole,
    status: character.status,
    description: character.description,
    background: character.background,
    personality_traits: [...character.personalityTraits],
    motivations: [...character.motivations],
    memories: character.memories.map(memoryJson),
    story_beats_witnessed: [...character.storyBeatsWitnessed],
    location_id: character.locationId,
    faction_id: character.factionId,
    relationships: character.relationships.map(({ characterId, kind, note, since }) => ({ character_id: characterId, kind, note, since })),
    allegiance:
      character.allegiance === null
        ? null
        : { change: character.allegiance.change, reason: character.allegiance.reason, changed_at: character.allegiance.changedAt },
    historical_events: character.historicalEvents.map(historicalEventJson),
    emerged_in_beat: emergenceView(character.emergedIn),
    created_at: character.createdAt,
    controlled_by: controlledBy,
  };
}

export function toArcView(worldId: string, arc: ArcState): Arc {
  return {
    id: arc.arcId,
    world_id: worldId,
    current_beat_id: currentBeatOf(arc)?.beatId ?? null,
    story_name: arc.storyName,
    detailed_description: arc.detailedDescription,
    summary: arc.summary,
    status: arc.status,
    created_at: arc.startedAt,
  };
}

/** A generated beat (a planned anchor has no `generatedAt` and is not shown). */
export function toBeatView(beat: BeatState): Beat {
  return {
    id: beat.beatId,
    arc_id: beat.arcId,
    beat_index: beat.index,
    beat_name: beat.name,
    beat_type: beat.beatType,
    description: beat.description,
    world_directives: [...beat.worldDirectives],
    emergent_storylines: [...beat.emergentStorylines],
    created_at: beat.generatedAt ?? '',
  };
}

/** Every character of the world, each with the player who plays it, in the world's order. */
export function toCharacterViews(world: ExistingWorld): Character[] {
  const controllers = characterControllers(world);
  return [...world.characters.values()].map((character) => toCharacterView(world.worldId, character, controllers.get(character.id) ?? null));
}

/** Oldest first, then by id: the order the live side lists them in too (ORDER BY created_at, id). */
export function byCreation<Item extends { id: string; created_at: string }>(a: Item, b: Item): number {
  const time = Date.parse(a.created_at) - Date.parse(b.created_at);
  if (time !== 0) return time;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The live state's shape (getWorldState) with every entity, as the world was once these events were folded. */
export function toWorldSnapshot(world: ExistingWorld, updatedAt: string): WorldSnapshot {
  const { worldId, currentArc } = world;
  return {
    world: toWorldView(world, updatedAt),
    currentArc: currentArc === null ? null : toArcView(worldId, currentArc),
    currentBeats: currentArc === null ? [] : generatedBeats(currentArc).map(toBeatView),
    locations: toLocationViews(world).sort(byCreation),
    factions: [...world.factions.values()].map((faction) => toFactionView(worldId, faction)).sort(byCreation),
    characters: toCharacterViews(world).sort(byCreation),
  };
}

