import type {
  GenerationArc,
  GenerationBeatBrief,
  GenerationEntities,
  GenerationWorld,
  GenerationWorldEvent,
  SeedingFactionBrief,
  SeedingLocationBrief,
} from '@worldloom/contracts';
import {
  type ArcState,
  type BeatState,
  type ExistingWorld,
  generatedBeats,
  listCharacters,
  listFactions,
  listLocations,
  type WorldEventState,
} from '@worldloom/domain';

/** What the generator reads of a world, taken from the domain's own state. */
export function generationWorld(world: ExistingWorld): GenerationWorld {
  return { id: world.worldId, name: world.name, description: world.description };
}

export function generationEntities(world: ExistingWorld): GenerationEntities {
  return {
    locations: listLocations(world).map((location) => ({
      id: location.id,
      name: location.name,
      type: location.type,
      status: location.status,
      region_id: location.parentLocationId,
      description: location.description,
      tags: [...location.tags],
    })),
    factions: listFactions(world).map((faction) => ({
      id: faction.id,
      name: faction.name,
      type: faction.type,
      status: faction.status,
      ideology: faction.ideology,
      controlled_location_ids: [...faction.controlledLocationIds],
      leader_id: faction.leaderId,
    })),
    characters: listCharacters(world).map((character) => ({
      id: character.id,
      name: character.name,
      type: character.type,
      story_role: character.storyRole,
      status: character.status,
      description: character.description,
      location_id: character.locationId,
      faction_id: character.factionId,
    })),
  };
}

export function generationEvent(event: WorldEventState): GenerationWorldEvent {
  return { event_type: event.eventType, impact_level: event.impactLevel, description: event.description };
}

export function generationArc(arc: ArcState): GenerationArc {
  return { id: arc.arcId, story_name: arc.storyName, detailed_description: arc.detailedDescription };
}

export function beatBriefs(arc: ArcState): GenerationBeatBrief[] {
  return generatedBeats(arc).map((beat: BeatState) => ({
    beat_index: beat.index,
    beat_name: beat.name,
    description: beat.description,
  }));
}

/** Seeding briefs: the names-only view the seeding phases hand to the next phase. */
export function seedingLocationBriefs(world: ExistingWorld): SeedingLocationBrief[] {
  const names = new Map(listLocations(world).map((location) => [location.id, location.name]));
  return listLocations(world).map((location) => ({
    name: location.name,
    type: location.type,
    status: location.status,
    description: location.description,
    tags: [...location.tags],
    region: location.parentLocationId ? (names.get(location.parentLocationId) ?? null) : null,
  }));
}

export function seedingFactionBriefs(world: ExistingWorld): SeedingFactionBrief[] {
  const names = new Map(listLocations(world).map((location) => [location.id, location.name]));
  return listFactions(world).map((faction) => ({
    name: faction.name,
    type: faction.type,
    status: faction.status,
    ideology: faction.ideology,
    controlled_locations: faction.controlledLocationIds.flatMap((id) => names.get(id) ?? []),
  }));
}
