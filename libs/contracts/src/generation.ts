import { z } from 'zod';
import { Uuid } from './common';
import {
  CharacterStatus,
  CharacterType,
  FactionStatus,
  FactionType,
  ImpactLevel,
  LocationStatus,
  LocationType,
  StoryRole,
  WorldEventType,
} from './entities';
import { ANCHOR_BEAT_INDEXES, BEAT_COUNT, SAVE_THE_CAT_BEATS } from './vocabulary';

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
});
export type GenerationWorldEvent = z.infer<typeof GenerationWorldEvent>;

/** Where generated content came from; it goes into the metadata of the events it produces. */
export const GenerationProvenance = z.object({
  provider: z.string().min(1),
  model: z.string().min(1),
  /** SHA-256 (hex) of the prompt, or of the canonical input for the procedural generator. */
  promptHash: z.string().regex(/^[0-9a-f]{64}$/),
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

export const SeedFactionsOutput = z.object({ factions: z.array(SeededFaction) });
export type SeedFactionsOutput = z.infer<typeof SeedFactionsOutput>;

/** The factions' output schema for one world: counts, unique names, real controlled locations. */
export function seedFactionsOutputFor(input: Pick<SeedFactionsInput, 'locations'>) {
  const locationNames = new Set(input.locations.map((location) => nameKey(location.name)));
  return SeedFactionsOutput.superRefine(({ factions }, context) => {
    checkCount(context, 'factions', factions.length, SEEDING_LIMITS.factions);
    checkUniqueNames(context, 'factions', factions.map((faction) => faction.name), locationNames);
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

export const GenerationFaction = z.object({
  id: Uuid,
  name: z.string(),
  type: FactionType,
  status: FactionStatus,
  ideology: z.string(),
  controlled_location_ids: z.array(Uuid),
  leader_id: Uuid.nullable(),
});
export type GenerationFaction = z.infer<typeof GenerationFaction>;

export const GenerationCharacter = z.object({
  id: Uuid,
  name: z.string(),
  type: CharacterType,
  story_role: StoryRole,
  status: CharacterStatus,
  description: z.string(),
  location_id: Uuid.nullable(),
  faction_id: Uuid.nullable(),
});
export type GenerationCharacter = z.infer<typeof GenerationCharacter>;

export const GenerationEntities = z.object({
  locations: z.array(GenerationLocation),
  factions: z.array(GenerationFaction),
  characters: z.array(GenerationCharacter),
});
export type GenerationEntities = z.infer<typeof GenerationEntities>;

export const GenerationArc = z.object({ id: Uuid, story_name: z.string(), detailed_description: z.string() });
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
  previous_arcs: z.array(z.object({ story_name: z.string(), summary: z.string().nullable() })),
});
export type StartArcInput = z.infer<typeof StartArcInput>;

/** An arc's name and premise with its three anchor beats planned, in order 0, 7, 14. */
export const StartArcOutput = z
  .object({
    story_name: EntityName,
    detailed_description: Text,
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

/**
 * How a beat changes the world. The domain applies them atomically with the beat; they never
 * depend on their order: a character who dies in this beat neither moves nor remembers in it.
 */
export const BeatConsequences = z.object({
  location_status_changes: z.array(LocationStatusChange),
  faction_status_changes: z.array(FactionStatusChange),
  character_status_changes: z.array(CharacterStatusChange),
  memories: z.array(CharacterMemoryConsequence),
  moves: z.array(CharacterMove),
  historical_events: z.array(HistoricalEventConsequence),
});
export type BeatConsequences = z.infer<typeof BeatConsequences>;

export function countConsequences(consequences: BeatConsequences): number {
  return Object.values(consequences).reduce((total, list) => total + list.length, 0);
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
  previous_beats: z.array(GenerationBeatBrief),
  entities: GenerationEntities,
  /** World events recorded since the previous beat; they feed this one. */
  events_since_last_beat: z.array(GenerationWorldEvent),
});
export type GenerateBeatInput = z.infer<typeof GenerateBeatInput>;

/** The beat's output schema for one world: the right index and name, and consequences that hold in that world. */
export function generatedBeatFor(input: Pick<GenerateBeatInput, 'beat_index' | 'entities'>) {
  return GeneratedBeat.superRefine((beat, context) => {
    if (beat.beat_index !== input.beat_index) {
      addIssue(context, ['beat_index'], `expected beat index ${input.beat_index}, got ${beat.beat_index}`);
    }
    checkBeatName(context, ['beat_name'], beat);
    if (countConsequences(beat.consequences) === 0) addIssue(context, ['consequences'], 'a beat must change the world');
    checkConsequences(context, beat.consequences, input.entities);
  });
}

function checkConsequences(context: Issues, consequences: BeatConsequences, entities: GenerationEntities): void {
  const locations = new Map(entities.locations.map((location) => [location.id, location]));
  const factions = new Map(entities.factions.map((faction) => [faction.id, faction]));
  const characters = new Map(entities.characters.map((character) => [character.id, character]));
  const path = (list: keyof BeatConsequences, index: number, field: string) => ['consequences', list, index, field];

  checkStatusChanges(context, consequences.location_status_changes, 'location_status_changes', 'location_id', locations);
  checkStatusChanges(context, consequences.faction_status_changes, 'faction_status_changes', 'faction_id', factions);
  checkStatusChanges(context, consequences.character_status_changes, 'character_status_changes', 'character_id', characters);
  consequences.character_status_changes.forEach((change, index) => {
    if (characters.get(change.character_id)?.status === 'deceased') {
      addIssue(context, path('character_status_changes', index, 'status'), 'the deceased stay deceased');
    }
  });

  const dying = new Set(
    consequences.character_status_changes.filter((change) => change.status === 'deceased').map((change) => change.character_id),
  );
  const checkLivingCharacter = (list: 'memories' | 'moves', index: number, characterId: string) => {
    const character = characters.get(characterId);
    if (character === undefined) addIssue(context, path(list, index, 'character_id'), `no character ${characterId}`);
    else if (character.status === 'deceased' || dying.has(characterId)) {
      addIssue(context, path(list, index, 'character_id'), `${character.name} is deceased`);
    }
  };
  consequences.memories.forEach((memory, index) => checkLivingCharacter('memories', index, memory.character_id));
  const moved = new Set<string>();
  consequences.moves.forEach((move, index) => {
    checkLivingCharacter('moves', index, move.character_id);
    if (moved.has(move.character_id)) addIssue(context, path('moves', index, 'character_id'), 'moves a character twice');
    moved.add(move.character_id);
    if (!locations.has(move.to_location_id)) addIssue(context, path('moves', index, 'to_location_id'), `no location ${move.to_location_id}`);
    else if (characters.get(move.character_id)?.location_id === move.to_location_id) {
      addIssue(context, path('moves', index, 'to_location_id'), 'the character is already there');
    }
  });
  consequences.historical_events.forEach((event, index) => {
    const known = event.entity_kind === 'location' ? locations.has(event.entity_id) : factions.has(event.entity_id);
    if (!known) addIssue(context, path('historical_events', index, 'entity_id'), `no ${event.entity_kind} ${event.entity_id}`);
  });
}

function checkStatusChanges<Key extends 'location_id' | 'faction_id' | 'character_id'>(
  context: Issues,
  changes: readonly (Record<Key, string> & { status: string })[],
  list: 'location_status_changes' | 'faction_status_changes' | 'character_status_changes',
  key: Key,
  entities: ReadonlyMap<string, { status: string }>,
): void {
  const changed = new Set<string>();
  changes.forEach((change, index) => {
    const id = change[key];
    const entity = entities.get(id);
    if (entity === undefined) addIssue(context, ['consequences', list, index, key], `no entity ${id}`);
    else if (entity.status === change.status) addIssue(context, ['consequences', list, index, 'status'], `is already ${change.status}`);
    if (changed.has(id)) addIssue(context, ['consequences', list, index, key], 'changes the same entity twice');
    changed.add(id);
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
