import type {
  GenerateBeatInput,
  GenerationArc,
  GenerationPremise,
  PlannedBeat,
  GenerationBeatBrief,
  GenerationEntities,
  GenerationWorld,
  GenerationWorldEvent,
  SeedingFactionBrief,
  SeedingLocationBrief,
} from '@worldloom/contracts';
import {
  type ArcPremise,
  type ArcState,
  type ArcStep,
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
      tags: [...faction.tags],
      controlled_location_ids: [...faction.controlledLocationIds],
      leader_id: faction.leaderId,
      stances: faction.stances.map((stance) => ({
        target_faction_id: stance.targetFactionId,
        stance: stance.stance,
        reason: stance.reason,
      })),
    })),
    characters: listCharacters(world).map((character) => ({
      id: character.id,
      name: character.name,
      type: character.type,
      story_role: character.storyRole,
      status: character.status,
      description: character.description,
      background: character.background,
      personality_traits: [...character.personalityTraits],
      motivations: [...character.motivations],
      location_id: character.locationId,
      faction_id: character.factionId,
      relationships: character.relationships.map((relationship) => ({
        character_id: relationship.characterId,
        kind: relationship.kind,
        note: relationship.note,
      })),
      memories: character.memories.map((memory) => ({
        event_description: memory.eventDescription,
        emotional_impact: memory.emotionalImpact,
        importance: memory.importance,
        timestamp: memory.timestamp,
        beat_id: beatOfMemory(character.storyBeatsWitnessed, memory.timestamp, world),
      })),
      witnessed_beat_ids: [...character.storyBeatsWitnessed],
    })),
  };
}

/** The beat a memory came from: the witnessed beat generated at the memory's time (beats stamp their memories so). */
function beatOfMemory(witnessed: readonly string[], timestamp: string, world: ExistingWorld): string | null {
  for (const arc of [...world.earlierArcs.values(), ...(world.currentArc ? [world.currentArc] : [])]) {
    const beat = arc.beats.find((candidate) => candidate.generatedAt === timestamp && witnessed.includes(candidate.beatId));
    if (beat) return beat.beatId;
  }
  return null;
}

export function generationPremise(premise: ArcPremise | null): GenerationPremise | null {
  if (premise === null) return null;
  return {
    threat: premise.threat,
    stakes: premise.stakes,
    protagonist_id: premise.protagonistId,
    antagonist_id: premise.antagonistId,
    character_ids: [...premise.characterIds],
    faction_ids: [...premise.factionIds],
    location_ids: [...premise.locationIds],
  };
}

export function plannedBeat(beat: BeatState): PlannedBeat {
  return {
    beat_index: beat.index,
    beat_name: beat.name,
    description: beat.description,
    world_directives: [...beat.worldDirectives],
    emergent_storylines: [...beat.emergentStorylines],
  };
}

/** The next anchor still planned after `index`, which a beat leads toward. */
export function nextAnchor(arc: ArcState, index: number): PlannedBeat | null {
  const next = arc.beats.find((beat) => beat.index > index && beat.status === 'planned');
  return next ? plannedBeat(next) : null;
}

export function generationEvent(event: WorldEventState): GenerationWorldEvent {
  return {
    event_type: event.eventType,
    impact_level: event.impactLevel,
    description: event.description,
    ...(event.characterId === undefined ? {} : { character_id: event.characterId }),
  };
}

export function generationArc(arc: ArcState): GenerationArc {
  return {
    id: arc.arcId,
    story_name: arc.storyName,
    detailed_description: arc.detailedDescription,
    story_idea: arc.storyIdea,
    premise: generationPremise(arc.premise),
  };
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

/**
 * What the generator is asked for the beat `step` names: the world as it is, the arc so far, the planned and
 * next anchors, the events since the last beat, and the drafts of it the author turned down (review mode).
 */
export function beatInput(world: ExistingWorld, step: Extract<ArcStep, { kind: 'beat' }>, rejectedDrafts: readonly string[] = []): GenerateBeatInput {
  const { arc, plannedBeat: planned } = step;
  return {
    world: generationWorld(world),
    arc: generationArc(arc),
    beat_index: step.index,
    planned_anchor: planned && plannedBeat(planned),
    next_anchor: nextAnchor(arc, step.index),
    previous_beats: beatBriefs(arc),
    entities: generationEntities(world),
    events_since_last_beat: arc.eventsSinceLastBeat.map(generationEvent),
    ...(rejectedDrafts.length > 0 ? { rejected_drafts: [...rejectedDrafts] } : {}),
  };
}
