import { randomUUID } from 'node:crypto';
import {
  type GeneratedBeat,
  nameKey,
  type PlannedBeat,
  type SeedCharactersOutput,
  type SeedFactionsOutput,
  type SeedLocationsOutput,
} from '@worldloom/contracts';
import {
  type BeatConsequencesInput,
  type BeatPlan,
  type ExistingWorld,
  type FactionLeader,
  listFactions,
  listLocations,
  type NewBeat,
  type NewCharacter,
  type NewFaction,
  type NewLocation,
} from '@worldloom/domain';

/** Generator output (names, snake_case) into domain command data (ids, camelCase); ids are minted here. */

type IdsByName = ReadonlyMap<string, string>;

function idsByName(entities: readonly { id: string; name: string }[]): IdsByName {
  return new Map(entities.map((entity) => [nameKey(entity.name), entity.id]));
}

function idOf(ids: IdsByName, name: string | null): string | null {
  return name === null ? null : (ids.get(nameKey(name)) ?? null);
}

export function newLocations(output: SeedLocationsOutput): NewLocation[] {
  const regionIds = new Map<string, string>();
  return output.locations.map((location) => {
    const locationId = randomUUID();
    if (location.type === 'region') regionIds.set(nameKey(location.name), locationId);
    return {
      locationId,
      name: location.name,
      type: location.type,
      status: location.status,
      description: location.description,
      tags: location.tags,
      parentLocationId: idOf(regionIds, location.region),
      relativeX: location.relative_x,
      relativeY: location.relative_y,
    };
  });
}

export function newFactions(output: SeedFactionsOutput, world: ExistingWorld): NewFaction[] {
  const locationIds = idsByName(listLocations(world));
  return output.factions.map((faction) => ({
    factionId: randomUUID(),
    name: faction.name,
    type: faction.type,
    status: faction.status,
    membersEstimate: faction.members_estimate,
    controlledLocationIds: faction.controlled_locations.flatMap((name) => idOf(locationIds, name) ?? []),
    bannerColor: faction.banner_color,
    ideology: faction.ideology,
    tags: faction.tags,
  }));
}

export function newCharacters(
  output: SeedCharactersOutput,
  world: ExistingWorld,
): { entities: NewCharacter[]; factionLeaders: FactionLeader[] } {
  const locationIds = idsByName(listLocations(world));
  const factionIds = idsByName(listFactions(world));
  const entities = output.characters.map((character) => ({
    characterId: randomUUID(),
    name: character.name,
    type: character.type,
    storyRole: character.story_role,
    status: character.status,
    description: character.description,
    background: character.background,
    personalityTraits: character.personality_traits,
    motivations: character.motivations,
    locationId: idOf(locationIds, character.location),
    factionId: idOf(factionIds, character.faction),
    memories: character.memories.map((memory) => ({
      eventDescription: memory.event_description,
      emotionalImpact: memory.emotional_impact,
      importance: memory.importance,
    })),
  }));
  const characterIds = idsByName(entities.map((character) => ({ id: character.characterId, name: character.name })));
  const factionLeaders = output.faction_leaders.flatMap((entry) => {
    const factionId = idOf(factionIds, entry.faction);
    const characterId = idOf(characterIds, entry.leader);
    return factionId && characterId ? [{ factionId, characterId }] : [];
  });
  return { entities, factionLeaders };
}

export function anchorPlans(anchors: readonly PlannedBeat[]): BeatPlan[] {
  return anchors.map((anchor) => ({
    beatId: randomUUID(),
    index: anchor.beat_index,
    name: anchor.beat_name,
    description: anchor.description,
    worldDirectives: anchor.world_directives,
    emergentStorylines: anchor.emergent_storylines,
  }));
}

export function newBeat(beat: GeneratedBeat, beatId: string): NewBeat {
  return {
    beatId,
    index: beat.beat_index,
    name: beat.beat_name,
    description: beat.description,
    worldDirectives: beat.world_directives,
    emergentStorylines: beat.emergent_storylines,
    consequences: beatConsequences(beat),
  };
}

function beatConsequences({ consequences }: GeneratedBeat): BeatConsequencesInput {
  return {
    locationStatusChanges: consequences.location_status_changes.map((change) => ({
      locationId: change.location_id,
      status: change.status,
      reason: change.reason,
    })),
    factionStatusChanges: consequences.faction_status_changes.map((change) => ({
      factionId: change.faction_id,
      status: change.status,
      reason: change.reason,
    })),
    characterStatusChanges: consequences.character_status_changes.map((change) => ({
      characterId: change.character_id,
      status: change.status,
      reason: change.reason,
    })),
    memories: consequences.memories.map((memory) => ({
      characterId: memory.character_id,
      eventDescription: memory.event_description,
      emotionalImpact: memory.emotional_impact,
      importance: memory.importance,
    })),
    moves: consequences.moves.map((move) => ({ characterId: move.character_id, toLocationId: move.to_location_id })),
    locationHistory: consequences.historical_events
      .filter((event) => event.entity_kind === 'location')
      .map((event) => ({ locationId: event.entity_id, event: event.event })),
    factionHistory: consequences.historical_events
      .filter((event) => event.entity_kind === 'faction')
      .map((event) => ({ factionId: event.entity_id, event: event.event })),
  };
}
