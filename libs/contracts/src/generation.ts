import { z } from 'zod';
import { Uuid } from './common';
import {
  CharacterStatus,
  CharacterType,
  ClaimMethod,
  FactionStance,
  FactionStatus,
  FactionType,
  ImpactLevel,
  LocationStatus,
  LocationType,
  RelationshipKind,
  StoryRole,
  WorldEventType,
} from './entities';
import { ANCHOR_BEAT_INDEXES, BEAT_COUNT, MAX_NEWCOMERS_PER_BEAT, SAVE_THE_CAT_BEATS } from './vocabulary';

/*
 * What the story generator reads and writes (ARCHITECTURE.md "Story generation").
 * Output schemas are sent to LLMs as JSON Schema (withStructuredOutput), so every field is required
 * (absence is `null`) and rules JSON Schema cannot say live in refinements, checked after parsing.
 * Seeding refers to entities BY NAME (they have no ids yet); beats refer to them BY ID.
 */

// ---------------------------------------------------------------------------------------------
// Constants: SPEC.md §4 and §9.

export const SEEDING_LIMITS = {
  regions: { min: 3, max: 5 },
  locations: { min: 25, max: 40 },
  factions: { min: 2, max: 4 },
  characters: { min: 15, max: 30 },
} as const;

/** Names are unique within a world across locations, factions and characters, ignoring case. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Shared pieces.

const GenerationBeatIndex = z.number().int().min(0).max(BEAT_COUNT - 1);
const EntityName = z.string().min(1).max(100);
const Text = z.string().min(1);

export const GenerationWorld = z.object({ id: Uuid, name: z.string(), description: z.string() });
export type GenerationWorld = z.infer<typeof GenerationWorld>;

export const GenerationWorldEvent = z.object({
  event_type: WorldEventType,
  impact_level: ImpactLevel,
  description: z.string(),
  /** The player character whose action this is (a player's player_action); absent for every other event. */
  character_id: Uuid.optional(),
});
export type GenerationWorldEvent = z.infer<typeof GenerationWorldEvent>;

/** Where generated content came from; it goes into the metadata of the events it produces. */
export const GenerationProvenance = z.object({
  provider: z.string().min(1),
  model: z.string().min(1),
  /** SHA-256 (hex) of the prompt, or of the canonical input for the procedural generator. */
  promptHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** The call's usage: tokens as the provider counted them, wall time, estimated cost (see story-generator's metering). */
  generationId: Uuid.optional(),
  task: z.string().optional(),
  inputTokens: z.number().int().min(0).optional(),
  outputTokens: z.number().int().min(0).optional(),
  latencyMs: z.number().min(0).optional(),
  costUsd: z.number().min(0).optional(),
});
export type GenerationProvenance = z.infer<typeof GenerationProvenance>;

const Importance = z.number().min(0).max(1).describe('0.9-1.0 life-changing, 0.7-0.8 significant, 0.5-0.6 notable, 0.3-0.4 everyday');

export const GeneratedMemory = z.object({
  event_description: Text,
  emotional_impact: Text.describe('How the character feels about it, e.g. "grief", "resolve"'),
  importance: Importance,
});
export type GeneratedMemory = z.infer<typeof GeneratedMemory>;

type Issues = z.core.$RefinementCtx;

function addIssue(context: Issues, path: (string | number)[], message: string): void {
  context.addIssue({ code: 'custom', path, message });
}

function checkCount(context: Issues, path: string, count: number, limits: { min: number; max: number }): void {
  if (count < limits.min || count > limits.max) {
    addIssue(context, [path], `expected ${limits.min}-${limits.max} ${path}, got ${count}`);
  }
}

function checkUniqueNames(context: Issues, path: string, names: readonly string[], taken: ReadonlySet<string> = new Set()): void {
  const seen = new Set(taken);
  names.forEach((name, index) => {
    const key = nameKey(name);
    if (seen.has(key)) addIssue(context, [path, index, 'name'], `name "${name}" is already used in this world`);
    seen.add(key);
  });
}

// ---------------------------------------------------------------------------------------------
// Seeding: locations, then factions (controlling locations by name), then characters (living in
// locations and belonging to factions by name, and naming each faction's leader).

export const SeededLocation = z.object({
  name: EntityName,
  type: LocationType,
  status: LocationStatus,
  description: Text,
  tags: z.array(z.string()),
  region: EntityName.nullable().describe('Name of the region this location lies in; null for a region itself'),
  relative_x: z.number().min(0).max(1),
  relative_y: z.number().min(0).max(1),
});
export type SeededLocation = z.infer<typeof SeededLocation>;

/** Regions come first; every other location names one of them as its region. */
export const SeedLocationsOutput = z
  .object({ locations: z.array(SeededLocation) })
  .superRefine(({ locations }, context) => {
    const regions = locations.filter((location) => location.type === 'region');
    checkCount(context, 'regions', regions.length, SEEDING_LIMITS.regions);
    checkCount(context, 'locations', locations.length, SEEDING_LIMITS.locations);
    checkUniqueNames(context, 'locations', locations.map((location) => location.name));
    const regionNames = new Set(regions.map((region) => nameKey(region.name)));
    locations.forEach((location, index) => {
      if (location.type === 'region') {
        if (location.region !== null) addIssue(context, ['locations', index, 'region'], 'a region has no region');
        if (index >= regions.length) addIssue(context, ['locations', index, 'type'], 'regions come first');
      } else if (location.region === null || !regionNames.has(nameKey(location.region))) {
        addIssue(context, ['locations', index, 'region'], `"${location.region}" is not one of the regions`);
      }
    });
  });
export type SeedLocationsOutput = z.infer<typeof SeedLocationsOutput>;

export const SeedLocationsInput = z.object({ world: GenerationWorld });
export type SeedLocationsInput = z.infer<typeof SeedLocationsInput>;

export const SeededFaction = z.object({
  name: EntityName,
  type: FactionType,
  status: FactionStatus,
  members_estimate: z.number().int().min(0),
  controlled_locations: z.array(EntityName).describe('Names of locations this faction controls'),
  banner_color: z.string().regex(/^#[0-9a-fA-F]{6}$/).describe('Hex colour, e.g. #3a6ea5'),
  ideology: Text,
  tags: z.array(z.string()),
});
export type SeededFaction = z.infer<typeof SeededFaction>;

export const SeedingLocationBrief = SeededLocation.pick({
  name: true,
  type: true,
  status: true,
  description: true,
  tags: true,
  region: true,
});
export type SeedingLocationBrief = z.infer<typeof SeedingLocationBrief>;

export const SeedFactionsInput = z.object({ world: GenerationWorld, locations: z.array(SeedingLocationBrief) });
export type SeedFactionsInput = z.infer<typeof SeedFactionsInput>;

/** How one seeded faction stands toward another at the start (by name); pairs left out are neutral. */
export const SeededStance = z.object({
  source: EntityName.describe('Name of the faction whose stance this is'),
  target: EntityName.describe('Name of the faction it is about'),
  stance: FactionStance,
  reason: Text,
});
export type SeededStance = z.infer<typeof SeededStance>;

export const SeedFactionsOutput = z.object({
  factions: z.array(SeededFaction),
  stances: z.array(SeededStance).describe('Initial stances that fit the world; a faction has none toward itself'),
});
export type SeedFactionsOutput = z.infer<typeof SeedFactionsOutput>;

/** The factions' output schema for one world: counts, unique names, real controlled locations, stances between them. */
export function seedFactionsOutputFor(input: Pick<SeedFactionsInput, 'locations'>) {
  const locationNames = new Set(input.locations.map((location) => nameKey(location.name)));
  return SeedFactionsOutput.superRefine(({ factions, stances }, context) => {
    checkCount(context, 'factions', factions.length, SEEDING_LIMITS.factions);
    checkUniqueNames(context, 'factions', factions.map((faction) => faction.name), locationNames);
    const factionNames = new Set(factions.map((faction) => nameKey(faction.name)));
    stances.forEach((stance, index) => {
      for (const field of ['source', 'target'] as const) {
        if (!factionNames.has(nameKey(stance[field]))) addIssue(context, ['stances', index, field], `no faction named "${stance[field]}"`);
      }
    });
    factions.forEach((faction, index) => {
      faction.controlled_locations.forEach((name, position) => {
        if (!locationNames.has(nameKey(name))) {
          addIssue(context, ['factions', index, 'controlled_locations', position], `no location named "${name}"`);
        }
      });
    });
  });
}

export const SeededCharacter = z.object({
  name: EntityName,
  type: CharacterType,
  story_role: StoryRole,
  status: CharacterStatus,
  description: Text,
  background: Text,
  personality_traits: z.array(z.string()),
  motivations: z.array(z.string()),
  location: EntityName.describe('Name of the location where the character is'),
  faction: EntityName.nullable().describe('Name of the faction the character belongs to, or null'),
  memories: z.array(GeneratedMemory),
});
export type SeededCharacter = z.infer<typeof SeededCharacter>;

export const SeededFactionLeader = z.object({
  faction: EntityName.describe('Faction name'),
  leader: EntityName.describe('Name of a character of that faction'),
});
export type SeededFactionLeader = z.infer<typeof SeededFactionLeader>;

export const SeedingFactionBrief = SeededFaction.pick({
  name: true,
  type: true,
  status: true,
  ideology: true,
  controlled_locations: true,
});
export type SeedingFactionBrief = z.infer<typeof SeedingFactionBrief>;

export const SeedCharactersInput = z.object({
  world: GenerationWorld,
  locations: z.array(SeedingLocationBrief),
  factions: z.array(SeedingFactionBrief),
});
export type SeedCharactersInput = z.infer<typeof SeedCharactersInput>;

export const SeedCharactersOutput = z.object({
  characters: z.array(SeededCharacter),
  faction_leaders: z.array(SeededFactionLeader).describe('Exactly one leader for every faction'),
});
export type SeedCharactersOutput = z.infer<typeof SeedCharactersOutput>;

/** The characters' output schema for one world: counts, names, real places and factions, one living leader per faction. */
export function seedCharactersOutputFor(input: Pick<SeedCharactersInput, 'locations' | 'factions'>) {
  const locationNames = new Set(input.locations.map((location) => nameKey(location.name)));
  const factionNames = new Set(input.factions.map((faction) => nameKey(faction.name)));
  const taken = new Set([...locationNames, ...factionNames]);
  return SeedCharactersOutput.superRefine(({ characters, faction_leaders }, context) => {
    checkCount(context, 'characters', characters.length, SEEDING_LIMITS.characters);
    checkUniqueNames(context, 'characters', characters.map((character) => character.name), taken);
    characters.forEach((character, index) => {
      if (!locationNames.has(nameKey(character.location))) {
        addIssue(context, ['characters', index, 'location'], `no location named "${character.location}"`);
      }
      if (character.faction !== null && !factionNames.has(nameKey(character.faction))) {
        addIssue(context, ['characters', index, 'faction'], `no faction named "${character.faction}"`);
      }
    });
    checkFactionLeaders(context, input.factions, characters, faction_leaders);
  });
}

function checkFactionLeaders(
  context: Issues,
  factions: readonly SeedingFactionBrief[],
  characters: readonly SeededCharacter[],
  leaders: readonly SeededFactionLeader[],
): void {
  const charactersByName = new Map(characters.map((character) => [nameKey(character.name), character]));
  leaders.forEach((entry, index) => {
    const leader = charactersByName.get(nameKey(entry.leader));
    if (leader === undefined) addIssue(context, ['faction_leaders', index, 'leader'], `no character named "${entry.leader}"`);
    else if (leader.faction === null || nameKey(leader.faction) !== nameKey(entry.faction)) {
      addIssue(context, ['faction_leaders', index, 'leader'], `"${entry.leader}" does not belong to "${entry.faction}"`);
    } else if (leader.status === 'deceased') {
      addIssue(context, ['faction_leaders', index, 'leader'], `"${entry.leader}" is deceased`);
    }
  });
  for (const faction of factions) {
    const count = leaders.filter((entry) => nameKey(entry.faction) === nameKey(faction.name)).length;
    if (count !== 1) addIssue(context, ['faction_leaders'], `"${faction.name}" needs exactly one leader, got ${count}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The world as arcs and beats see it: entities with ids.

export const GenerationLocation = z.object({
  id: Uuid,
  name: z.string(),
  type: LocationType,
  status: LocationStatus,
  region_id: Uuid.nullable(),
  description: z.string(),
  tags: z.array(z.string()),
});
export type GenerationLocation = z.infer<typeof GenerationLocation>;

export const GenerationStance = z.object({ target_faction_id: Uuid, stance: FactionStance, reason: z.string() });
export type GenerationStance = z.infer<typeof GenerationStance>;

export const GenerationFaction = z.object({
  id: Uuid,
  name: z.string(),
  type: FactionType,
  status: FactionStatus,
  ideology: z.string(),
  tags: z.array(z.string()),
  controlled_location_ids: z.array(Uuid),
  leader_id: Uuid.nullable(),
  /** Stances that were set; toward any other faction it is neutral. */
  stances: z.array(GenerationStance),
});
export type GenerationFaction = z.infer<typeof GenerationFaction>;

export const GenerationRelationship = z.object({ character_id: Uuid, kind: RelationshipKind, note: z.string() });
export type GenerationRelationship = z.infer<typeof GenerationRelationship>;

/** A memory as the generator reads it: `beat_id` names the beat it came from (null: before the story, or by hand). */
export const GenerationMemory = GeneratedMemory.extend({ timestamp: z.string(), beat_id: Uuid.nullable() });
export type GenerationMemory = z.infer<typeof GenerationMemory>;

export const GenerationCharacter = z.object({
  id: Uuid,
  name: z.string(),
  type: CharacterType,
  story_role: StoryRole,
  status: CharacterStatus,
  description: z.string(),
  background: z.string(),
  personality_traits: z.array(z.string()),
  motivations: z.array(z.string()),
  location_id: Uuid.nullable(),
  faction_id: Uuid.nullable(),
  relationships: z.array(GenerationRelationship),
  /** Every memory, oldest first; a prompt takes the most relevant within its budget. */
  memories: z.array(GenerationMemory),
  /** Ids of the beats the character witnessed, oldest first. */
  witnessed_beat_ids: z.array(Uuid),
});
export type GenerationCharacter = z.infer<typeof GenerationCharacter>;

export const GenerationEntities = z.object({
  locations: z.array(GenerationLocation),
  factions: z.array(GenerationFaction),
  characters: z.array(GenerationCharacter),
});
export type GenerationEntities = z.infer<typeof GenerationEntities>;

/**
 * What an arc is about, read from its story idea (the domain's ArcPremise): the threat, the stakes, and who
 * and where it involves, by id. Newcomers the idea needs are brought in by the opening beat.
 */
export const GenerationPremise = z.object({
  threat: Text,
  stakes: Text,
  protagonist_id: Uuid.nullable(),
  antagonist_id: Uuid.nullable(),
  character_ids: z.array(Uuid),
  faction_ids: z.array(Uuid),
  location_ids: z.array(Uuid).describe('The contested place first'),
});
export type GenerationPremise = z.infer<typeof GenerationPremise>;

export const GenerationArc = z.object({
  id: Uuid,
  story_name: z.string(),
  detailed_description: z.string(),
  story_idea: z.string().nullable(),
  premise: GenerationPremise.nullable(),
});
export type GenerationArc = z.infer<typeof GenerationArc>;

export const GenerationBeatBrief = z.object({
  beat_index: GenerationBeatIndex,
  beat_name: z.string(),
  description: z.string(),
});
export type GenerationBeatBrief = z.infer<typeof GenerationBeatBrief>;

// ---------------------------------------------------------------------------------------------
// Arcs.

export const PlannedBeat = z.object({
  beat_index: GenerationBeatIndex,
  beat_name: z.string().describe('The Save-the-Cat name of this beat index'),
  description: Text,
  world_directives: z.array(z.string()),
  emergent_storylines: z.array(z.string()),
});
export type PlannedBeat = z.infer<typeof PlannedBeat>;

export const StartArcInput = z.object({
  world: GenerationWorld,
  story_idea: z.string().nullable(),
  entities: GenerationEntities,
  recent_events: z.array(GenerationWorldEvent),
  /** Earlier arcs, oldest first: a new premise may follow from how the last one ended. */
  previous_arcs: z.array(z.object({ story_name: z.string(), summary: z.string().nullable() })),
});
export type StartArcInput = z.infer<typeof StartArcInput>;

/** An arc's name, its premise and its three anchor beats planned, in order 0, 7, 14. */
export const StartArcOutput = z
  .object({
    story_name: EntityName,
    detailed_description: Text,
    premise: GenerationPremise,
    anchor_beats: z.array(PlannedBeat).describe('Exactly three planned beats, indexes 0, 7 and 14'),
  })
  .superRefine(({ anchor_beats }, context) => {
    const indexes = anchor_beats.map((beat) => beat.beat_index);
    if (indexes.join() !== ANCHOR_BEAT_INDEXES.join()) {
      addIssue(context, ['anchor_beats'], `expected beat indexes ${ANCHOR_BEAT_INDEXES.join(', ')}, got ${indexes.join(', ')}`);
    }
    anchor_beats.forEach((beat, index) => checkBeatName(context, ['anchor_beats', index, 'beat_name'], beat));
  });
export type StartArcOutput = z.infer<typeof StartArcOutput>;

function checkBeatName(context: Issues, path: (string | number)[], beat: { beat_index: number; beat_name: string }): void {
  const expected = SAVE_THE_CAT_BEATS[beat.beat_index];
  if (beat.beat_name !== expected) addIssue(context, path, `beat ${beat.beat_index} is "${expected}", got "${beat.beat_name}"`);
}

// ---------------------------------------------------------------------------------------------
// Beats and their consequences. Every reference is an id of the world's entities.

export const LocationStatusChange = z.object({ location_id: Uuid, status: LocationStatus, reason: Text });
export const FactionStatusChange = z.object({ faction_id: Uuid, status: FactionStatus, reason: Text });
export const CharacterStatusChange = z.object({ character_id: Uuid, status: CharacterStatus, reason: Text });
export const CharacterMemoryConsequence = GeneratedMemory.extend({ character_id: Uuid });
export const CharacterMove = z.object({ character_id: Uuid, to_location_id: Uuid, reason: Text });
export const HistoricalEventConsequence = z.object({
  entity_kind: z.enum(['location', 'faction']),
  entity_id: Uuid,
  event: Text,
});
export type LocationStatusChange = z.infer<typeof LocationStatusChange>;
export type FactionStatusChange = z.infer<typeof FactionStatusChange>;
export type CharacterStatusChange = z.infer<typeof CharacterStatusChange>;
export type CharacterMemoryConsequence = z.infer<typeof CharacterMemoryConsequence>;
export type CharacterMove = z.infer<typeof CharacterMove>;
export type HistoricalEventConsequence = z.infer<typeof HistoricalEventConsequence>;

export const StanceChange = z.object({ source_faction_id: Uuid, target_faction_id: Uuid, stance: FactionStance, reason: Text });
export const TerritoryChange = z.object({
  kind: z.enum(['claim', 'release']),
  faction_id: Uuid,
  location_id: Uuid,
  method: ClaimMethod.nullable().describe('conquest or treaty for a claim; null for a release'),
  reason: Text,
});
export const DoctrineRewrite = z.object({ faction_id: Uuid, ideology: Text, tags: z.array(z.string()), reason: Text });
export const LeaderChange = z.object({ faction_id: Uuid, leader_id: Uuid.nullable().describe('A living member, or null'), reason: Text });
export const MotivationChange = z.object({ character_id: Uuid, add: z.array(z.string()), drop: z.array(z.string()), reason: Text });
export const AllegianceChangeConsequence = z.object({
  character_id: Uuid,
  to_faction_id: Uuid.nullable().describe('The faction joined or gone over to; null to leave; their own collapsed faction to hold out'),
  reason: Text,
});
export const DescriptionChange = z.object({
  entity_kind: z.enum(['character', 'location']),
  entity_id: Uuid,
  description: z.string().nullable(),
  background: z.string().nullable().describe('Characters only; null for a location'),
  reason: Text,
});
export const RelationshipChange = z.object({
  character_id: Uuid,
  other_character_id: Uuid,
  kind: RelationshipKind.nullable().describe('null ends the tie'),
  note: z.string(),
});
export const NewcomerLocation = z.object({
  name: EntityName,
  type: LocationType,
  status: LocationStatus,
  description: Text,
  tags: z.array(z.string()),
  region_id: Uuid.nullable().describe('The region it lies in; null only for a new region'),
  relative_x: z.number().min(0).max(1),
  relative_y: z.number().min(0).max(1),
});
export const NewcomerCharacter = z.object({
  name: EntityName,
  type: CharacterType,
  story_role: StoryRole,
  description: Text,
  background: Text,
  personality_traits: z.array(z.string()),
  motivations: z.array(z.string()),
  location_id: Uuid.nullable().describe('Where they arrive; null when at a new location of this beat'),
  location_name: EntityName.nullable().describe('The name of a new location of this beat, when location_id is null'),
  faction_id: Uuid.nullable(),
  memories: z.array(GeneratedMemory).describe('At least the memory of this beat'),
});
export const Newcomers = z.object({ locations: z.array(NewcomerLocation), characters: z.array(NewcomerCharacter) });
export type StanceChange = z.infer<typeof StanceChange>;
export type TerritoryChange = z.infer<typeof TerritoryChange>;
export type DoctrineRewrite = z.infer<typeof DoctrineRewrite>;
export type LeaderChange = z.infer<typeof LeaderChange>;
export type MotivationChange = z.infer<typeof MotivationChange>;
export type AllegianceChangeConsequence = z.infer<typeof AllegianceChangeConsequence>;
export type DescriptionChange = z.infer<typeof DescriptionChange>;
export type RelationshipChange = z.infer<typeof RelationshipChange>;
export type NewcomerLocation = z.infer<typeof NewcomerLocation>;
export type NewcomerCharacter = z.infer<typeof NewcomerCharacter>;
export type Newcomers = z.infer<typeof Newcomers>;

/**
 * How a beat changes the world. The domain applies them atomically with the beat and judges them (legal
 * transitions, references, the coherence judge); they never depend on their order: a character who dies in
 * this beat neither moves nor remembers in it. Newcomers come first: at most MAX_NEWCOMERS_PER_BEAT.
 */
export const BeatConsequences = z.object({
  location_status_changes: z.array(LocationStatusChange),
  faction_status_changes: z.array(FactionStatusChange),
  character_status_changes: z.array(CharacterStatusChange),
  memories: z.array(CharacterMemoryConsequence),
  moves: z.array(CharacterMove),
  historical_events: z.array(HistoricalEventConsequence),
  stance_changes: z.array(StanceChange),
  territory_changes: z.array(TerritoryChange),
  doctrine_rewrites: z.array(DoctrineRewrite),
  leader_changes: z.array(LeaderChange),
  motivation_changes: z.array(MotivationChange),
  allegiance_changes: z.array(AllegianceChangeConsequence),
  description_changes: z.array(DescriptionChange),
  relationship_changes: z.array(RelationshipChange),
  newcomers: Newcomers.describe(`At most ${MAX_NEWCOMERS_PER_BEAT} new characters and locations together`),
});
export type BeatConsequences = z.infer<typeof BeatConsequences>;

export const NO_BEAT_CONSEQUENCES: BeatConsequences = {
  location_status_changes: [],
  faction_status_changes: [],
  character_status_changes: [],
  memories: [],
  moves: [],
  historical_events: [],
  stance_changes: [],
  territory_changes: [],
  doctrine_rewrites: [],
  leader_changes: [],
  motivation_changes: [],
  allegiance_changes: [],
  description_changes: [],
  relationship_changes: [],
  newcomers: { locations: [], characters: [] },
};

export function countConsequences(consequences: BeatConsequences): number {
  const { newcomers, ...lists } = consequences;
  const changes = Object.values(lists).reduce((total, list) => total + list.length, 0);
  return changes + newcomers.locations.length + newcomers.characters.length;
}

export const GeneratedBeat = z.object({
  beat_index: GenerationBeatIndex,
  beat_name: z.string().describe('The Save-the-Cat name of this beat index'),
  description: Text,
  world_directives: z.array(z.string()),
  emergent_storylines: z.array(z.string()),
  consequences: BeatConsequences,
});
export type GeneratedBeat = z.infer<typeof GeneratedBeat>;

export const GenerateBeatInput = z.object({
  world: GenerationWorld,
  arc: GenerationArc,
  beat_index: GenerationBeatIndex,
  /** The anchor planned at arc start for this index (0, 7, 14), to refine with what happened since; else null. */
  planned_anchor: PlannedBeat.nullable(),
  /** The next anchor still ahead (7 or 14), which the beat leads toward; null from beat 14 on. */
  next_anchor: PlannedBeat.nullable(),
  previous_beats: z.array(GenerationBeatBrief),
  entities: GenerationEntities,
  /** World events recorded since the previous beat; they feed this one. */
  events_since_last_beat: z.array(GenerationWorldEvent),
  /** Drafts of this beat the author turned down (review mode), as their descriptions: write a different one. */
  rejected_drafts: z.array(z.string()).optional(),
});
export type GenerateBeatInput = z.infer<typeof GenerateBeatInput>;

/**
 * The beat's output schema: the right index and Save-the-Cat name, and some change to the world. Whether the
 * changes hold in that world is the domain's to judge (the handler's review), not this schema's.
 */
export function generatedBeatFor(input: Pick<GenerateBeatInput, 'beat_index'>) {
  return GeneratedBeat.superRefine((beat, context) => {
    if (beat.beat_index !== input.beat_index) {
      addIssue(context, ['beat_index'], `expected beat index ${input.beat_index}, got ${beat.beat_index}`);
    }
    checkBeatName(context, ['beat_name'], beat);
    if (countConsequences(beat.consequences) === 0) addIssue(context, ['consequences'], 'a beat must change the world');
  });
}

// ---------------------------------------------------------------------------------------------
// Arc summary, written when progress passes beat 14.

export const SummarizeArcInput = z.object({
  world: GenerationWorld,
  arc: GenerationArc,
  beats: z.array(GenerationBeatBrief),
  entities: GenerationEntities,
  recent_events: z.array(GenerationWorldEvent),
});
export type SummarizeArcInput = z.infer<typeof SummarizeArcInput>;

export const ArcSummary = z.object({ summary: Text });
export type ArcSummary = z.infer<typeof ArcSummary>;

// ---------------------------------------------------------------------------------------------
// A faction's doctrine, its relations re-evaluated, a place enriched: the advanced faction and location calls.

export const GenerateDoctrineInput = z.object({
  world: GenerationWorld,
  faction_id: Uuid,
  /** The status it has now (or is about to have) and why. */
  status: FactionStatus,
  reason: z.string().nullable(),
  entities: GenerationEntities,
});
export type GenerateDoctrineInput = z.infer<typeof GenerateDoctrineInput>;

export const Doctrine = z.object({ ideology: Text, tags: z.array(z.string()) });
export type Doctrine = z.infer<typeof Doctrine>;

export const EvaluateRelationsInput = z.object({
  world: GenerationWorld,
  entities: GenerationEntities,
  /** What just happened, in the caller's words. */
  beat_context: z.string(),
  recent_beats: z.array(GenerationBeatBrief),
});
export type EvaluateRelationsInput = z.infer<typeof EvaluateRelationsInput>;

export const RelationsEvaluation = z.object({
  stance_changes: z.array(StanceChange).describe('Only the stances that change'),
});
export type RelationsEvaluation = z.infer<typeof RelationsEvaluation>;

export const EnrichLocationInput = z.object({
  world: GenerationWorld,
  location_id: Uuid,
  world_context: z.string(),
  entities: GenerationEntities,
});
export type EnrichLocationInput = z.infer<typeof EnrichLocationInput>;

export const LocationEnrichment = z.object({ description: Text, tags: z.array(z.string()) });
export type LocationEnrichment = z.infer<typeof LocationEnrichment>;
