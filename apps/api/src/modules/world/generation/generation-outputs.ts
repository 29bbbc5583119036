import { randomUUID } from 'node:crypto';
import {
  type GeneratedBeat,
  type GenerationPremise,
  nameKey,
  type NewcomerCharacter,
  type NewcomerLocation,
  type PlannedBeat,
  type SeedCharactersOutput,
  type SeedFactionsOutput,
  type SeedLocationsOutput,
  type StanceChange,
} from '@worldloom/contracts';
import {
  type ArcPremise,
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
  type StanceChangeInput,
  type TerritoryChangeInput,
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

/** The seeded factions and the stances they start with (names resolved to the new ids). */
export function newFactions(output: SeedFactionsOutput, world: ExistingWorld): { entities: NewFaction[]; stances: StanceChangeInput[] } {
  const entities = seededFactions(output, world);
  const factionIds = idsByName(entities.map((faction) => ({ id: faction.factionId, name: faction.name })));
  // A neutral stance is what a pair has unless set, and a faction has none toward itself: both change nothing.
  const stances = output.stances.flatMap((stance) => {
    const sourceFactionId = idOf(factionIds, stance.source);
    const targetFactionId = idOf(factionIds, stance.target);
    const changes = sourceFactionId && targetFactionId && sourceFactionId !== targetFactionId && stance.stance !== 'neutral';
    return changes ? [{ sourceFactionId, targetFactionId, stance: stance.stance, reason: stance.reason }] : [];
  });
  return { entities, stances };
}

function seededFactions(output: SeedFactionsOutput, world: ExistingWorld): NewFaction[] {
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

export function arcPremise(premise: GenerationPremise): ArcPremise {
  return {
    threat: premise.threat,
    stakes: premise.stakes,
    protagonistId: premise.protagonist_id,
    antagonistId: premise.antagonist_id,
    characterIds: premise.character_ids,
    factionIds: premise.faction_ids,
    locationIds: premise.location_ids,
  };
}

export function stanceChanges(changes: readonly StanceChange[]): StanceChangeInput[] {
  return changes.map((change) => ({
    sourceFactionId: change.source_faction_id,
    targetFactionId: change.target_faction_id,
    stance: change.stance,
    reason: change.reason,
  }));
}

/** A generated beat as the domain's command takes it; its newcomers get their ids here. */
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

function newcomerLocation(location: NewcomerLocation): NewLocation {
  return {
    locationId: randomUUID(),
    name: location.name,
    type: location.type,
    status: location.status,
    description: location.description,
    tags: location.tags,
    parentLocationId: location.region_id,
    relativeX: location.relative_x,
    relativeY: location.relative_y,
  };
}

function newcomerCharacter(character: NewcomerCharacter, newPlaces: IdsByName): NewCharacter {
  return {
    characterId: randomUUID(),
    name: character.name,
    type: character.type,
    storyRole: character.story_role,
    description: character.description,
    background: character.background,
    personalityTraits: character.personality_traits,
    motivations: character.motivations,
    locationId: character.location_id ?? idOf(newPlaces, character.location_name),
    factionId: character.faction_id,
    memories: character.memories.map((memory) => ({
      eventDescription: memory.event_description,
      emotionalImpact: memory.emotional_impact,
      importance: memory.importance,
    })),
  };
}

function territoryChanges({ consequences }: GeneratedBeat): TerritoryChangeInput[] {
  return consequences.territory_changes.map((change): TerritoryChangeInput =>
    change.kind === 'claim'
      ? { kind: 'claim', factionId: change.faction_id, locationId: change.location_id, method: change.method ?? 'conquest', reason: change.reason }
      : { kind: 'release', factionId: change.faction_id, locationId: change.location_id, reason: change.reason },
  );
}

function livingWorldConsequences(beat: GeneratedBeat): BeatConsequencesInput {
  const { consequences } = beat;
  const locations = consequences.newcomers.locations.map(newcomerLocation);
  const newPlaces = idsByName(locations.map((location) => ({ id: location.locationId, name: location.name })));
  return {
    newcomers: { locations, characters: consequences.newcomers.characters.map((character) => newcomerCharacter(character, newPlaces)) },
    stanceChanges: stanceChanges(consequences.stance_changes),
    territoryChanges: territoryChanges(beat),
    doctrines: consequences.doctrine_rewrites.map((change) => ({
      factionId: change.faction_id,
      ideology: change.ideology,
      tags: change.tags,
      reason: change.reason,
    })),
    leaderChanges: consequences.leader_changes.map((change) => ({ factionId: change.faction_id, leaderId: change.leader_id, reason: change.reason })),
    motivationChanges: consequences.motivation_changes.map((change) => ({
      characterId: change.character_id,
      add: change.add,
      drop: change.drop,
      reason: change.reason,
    })),
    allegianceChanges: consequences.allegiance_changes.map((change) => ({
      characterId: change.character_id,
      toFactionId: change.to_faction_id,
      reason: change.reason,
    })),
    characterAmendments: consequences.description_changes
      .filter((change) => change.entity_kind === 'character')
      .map((change) => ({
        characterId: change.entity_id,
        ...(change.description === null ? {} : { description: change.description }),
        ...(change.background === null ? {} : { background: change.background }),
        reason: change.reason,
      })),
    locationAmendments: consequences.description_changes
      .filter((change) => change.entity_kind === 'location')
      .map((change) => ({ locationId: change.entity_id, description: change.description ?? '', reason: change.reason })),
    relationshipChanges: consequences.relationship_changes.map((change) => ({
      characterId: change.character_id,
      otherCharacterId: change.other_character_id,
      kind: change.kind,
      note: change.note,
    })),
  };
}

function beatConsequences(beat: GeneratedBeat): BeatConsequencesInput {
  const { consequences } = beat;
  return {
    ...livingWorldConsequences(beat),
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
