import { z } from 'zod';
import { Timestamp, Uuid } from './common';
import {
  ALLEGIANCE_CHANGES,
  BEAT_COUNT,
  CLAIM_METHODS,
  FACTION_STANCES,
  RELATIONSHIP_KINDS,
  CHARACTER_STATUSES,
  CHARACTER_TYPES,
  FACTION_STATUSES,
  FACTION_TYPES,
  IMPACT_LEVELS,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  STORY_ROLES,
  WORLD_EVENT_TYPES,
} from './vocabulary';

// Vocabularies of SPEC.md §3 and §4, built from the plain lists of ./vocabulary.
export const LocationType = z.enum(LOCATION_TYPES);
export type LocationType = z.infer<typeof LocationType>;
export const LocationStatus = z.enum(LOCATION_STATUSES);
export type LocationStatus = z.infer<typeof LocationStatus>;

export const FactionType = z.enum(FACTION_TYPES);
export type FactionType = z.infer<typeof FactionType>;
export const FactionStatus = z.enum(FACTION_STATUSES);
export type FactionStatus = z.infer<typeof FactionStatus>;

export const CharacterType = z.enum(CHARACTER_TYPES);
export type CharacterType = z.infer<typeof CharacterType>;
export const StoryRole = z.enum(STORY_ROLES);
export type StoryRole = z.infer<typeof StoryRole>;
export const CharacterStatus = z.enum(CHARACTER_STATUSES);
export type CharacterStatus = z.infer<typeof CharacterStatus>;

export const FactionStance = z.enum(FACTION_STANCES);
export type FactionStance = z.infer<typeof FactionStance>;
export const ClaimMethod = z.enum(CLAIM_METHODS);
export type ClaimMethod = z.infer<typeof ClaimMethod>;
export const RelationshipKind = z.enum(RELATIONSHIP_KINDS);
export type RelationshipKind = z.infer<typeof RelationshipKind>;
export const AllegianceChange = z.enum(ALLEGIANCE_CHANGES);
export type AllegianceChange = z.infer<typeof AllegianceChange>;

/** The union of the UI's and the docs' event types (SPEC.md §3). */
export const WorldEventType = z.enum(WORLD_EVENT_TYPES);
export type WorldEventType = z.infer<typeof WorldEventType>;
/** The union of the UI's and the docs' impact levels (SPEC.md §3). */
export const ImpactLevel = z.enum(IMPACT_LEVELS);
export type ImpactLevel = z.infer<typeof ImpactLevel>;

export const HistoricalEvent = z.object({
  timestamp: Timestamp,
  event: z.string(),
  previous_status: z.string().optional(),
  beat_index: z.number().int().min(0).max(14).optional(),
});
export type HistoricalEvent = z.infer<typeof HistoricalEvent>;

export const Memory = z.object({
  timestamp: Timestamp,
  event_description: z.string(),
  emotional_impact: z.string(),
  importance: z.number().min(0).max(1),
});
export type Memory = z.infer<typeof Memory>;

/** The beat a newcomer emerged in (null: seeded, or added by hand). */
export const EmergedInBeat = z.object({ arc_id: Uuid, beat_id: Uuid, beat_index: z.number().int().min(0).max(14) });
export type EmergedInBeat = z.infer<typeof EmergedInBeat>;

/** A faction's stance toward another that has been set (any other faction: neutral). */
export const FactionStanceEntry = z.object({
  target_faction_id: Uuid,
  stance: FactionStance,
  reason: z.string(),
  last_changed: Timestamp,
});
export type FactionStanceEntry = z.infer<typeof FactionStanceEntry>;

/** A tie to another character, held both ways. */
export const CharacterRelationship = z.object({ character_id: Uuid, kind: RelationshipKind, note: z.string(), since: Timestamp });
export type CharacterRelationship = z.infer<typeof CharacterRelationship>;

/** The latest change of a character's allegiance and why (a holdout stays in a collapsed faction). */
export const CharacterAllegiance = z.object({ change: AllegianceChange, reason: z.string(), changed_at: Timestamp });
export type CharacterAllegiance = z.infer<typeof CharacterAllegiance>;

export const Location = z.object({
  id: Uuid,
  world_id: Uuid,
  name: z.string(),
  type: LocationType,
  status: LocationStatus,
  description: z.string(),
  tags: z.array(z.string()),
  parent_location_id: Uuid.nullable(),
  relative_x: z.number().nullable(),
  relative_y: z.number().nullable(),
  historical_events: z.array(HistoricalEvent),
  /** The faction that holds it (no location has two masters). */
  controlled_by: Uuid.nullable(),
  emerged_in_beat: EmergedInBeat.nullable(),
  created_at: Timestamp,
  last_significant_change: Timestamp.nullable(),
});
export type Location = z.infer<typeof Location>;

export const Character = z.object({
  id: Uuid,
  world_id: Uuid,
  name: z.string(),
  type: CharacterType,
  story_role: StoryRole,
  status: CharacterStatus,
  description: z.string(),
  background: z.string(),
  personality_traits: z.array(z.string()),
  motivations: z.array(z.string()),
  memories: z.array(Memory),
  story_beats_witnessed: z.array(z.string()),
  location_id: Uuid.nullable(),
  faction_id: Uuid.nullable(),
  relationships: z.array(CharacterRelationship),
  allegiance: CharacterAllegiance.nullable(),
  /** Allegiance, motivation, profile and relationship changes, oldest first. */
  historical_events: z.array(HistoricalEvent),
  emerged_in_beat: EmergedInBeat.nullable(),
  created_at: Timestamp,
  /** The user id of the player who plays it (their player character), or null: nobody does. */
  controlled_by: Uuid.nullable(),
});
export type Character = z.infer<typeof Character>;

export const Faction = z.object({
  id: Uuid,
  world_id: Uuid,
  name: z.string(),
  type: FactionType,
  status: FactionStatus,
  members_estimate: z.number().int().min(0),
  controlled_locations: z.array(Uuid),
  leader_id: Uuid.nullable(),
  banner_color: z.string(),
  ideology: z.string(),
  tags: z.array(z.string()),
  /** previous_status and beat_index are set when a status change or a beat wrote the line. */
  historical_events: z.array(HistoricalEvent),
  /** The stances it has set toward other factions; toward any other it is neutral. */
  stances: z.array(FactionStanceEntry),
  created_at: Timestamp,
});
export type Faction = z.infer<typeof Faction>;

export const WorldEvent = z.object({
  id: Uuid,
  world_id: Uuid,
  beat_id: Uuid,
  event_type: WorldEventType,
  impact_level: ImpactLevel,
  description: z.string(),
  created_at: Timestamp,
  /** The player character whose action a player recorded (a player's player_action), else null. */
  character_id: Uuid.nullable(),
});
export type WorldEvent = z.infer<typeof WorldEvent>;

export const BeatIndex = z.number().int().min(0).max(BEAT_COUNT - 1);
export const BeatType = z.enum(['anchor', 'generated']);
export type BeatType = z.infer<typeof BeatType>;

export const Beat = z.object({
  id: Uuid,
  arc_id: Uuid,
  beat_index: BeatIndex,
  beat_name: z.string(),
  beat_type: BeatType,
  description: z.string(),
  world_directives: z.array(z.string()),
  emergent_storylines: z.array(z.string()),
  created_at: Timestamp,
});
export type Beat = z.infer<typeof Beat>;

export const Arc = z.object({
  id: Uuid,
  world_id: Uuid,
  current_beat_id: Uuid.nullable(),
  story_name: z.string(),
  detailed_description: z.string(),
  summary: z.string().nullable(),
  status: z.enum(['active', 'complete']),
  created_at: Timestamp,
});
export type Arc = z.infer<typeof Arc>;
