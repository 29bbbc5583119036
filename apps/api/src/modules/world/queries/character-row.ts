import type {
  Character,
  CharacterAllegiance,
  CharacterRelationship,
  CharacterStatus,
  CharacterType,
  EmergedInBeat,
  HistoricalEvent,
  Memory,
  StoryRole,
} from '@worldloom/contracts';

/** A `characters` row as node-postgres returns it (the projection writes only contract vocabularies). */
export interface CharacterRow {
  id: string;
  world_id: string;
  name: string;
  type: CharacterType;
  story_role: StoryRole;
  status: CharacterStatus;
  description: string;
  background: string;
  personality_traits: string[];
  motivations: string[];
  memories: Memory[];
  story_beats_witnessed: string[];
  location_id: string | null;
  faction_id: string | null;
  relationships: CharacterRelationship[];
  allegiance: CharacterAllegiance | null;
  historical_events: HistoricalEvent[];
  emerged_in: EmergedInBeat | null;
  created_at: Date;
  controlled_by: string | null;
}

/** Columns of a `characters` row in the FROM clause; its memories and witnessed beats, one row each, in order. */
export const CHARACTER_COLUMNS =
  'id, world_id, name, type, story_role, status, description, background, personality_traits, motivations, ' +
  `(SELECT coalesce(jsonb_agg(m.memory ORDER BY m.stream_revision, m.ordinal), '[]') FROM character_memories m
     WHERE m.world_id = characters.world_id AND m.character_id = characters.id) AS memories, ` +
  `array(SELECT w.beat_id FROM character_witnessed_beats w
     WHERE w.world_id = characters.world_id AND w.character_id = characters.id
     ORDER BY w.stream_revision, w.ordinal) AS story_beats_witnessed, ` +
  'location_id, faction_id, ' +
  // Ties to characters removed since are gone, as the domain's fold has it.
  `(SELECT coalesce(jsonb_agg(r.tie ORDER BY r.position), '[]') FROM jsonb_array_elements(characters.relationships)
     WITH ORDINALITY AS r(tie, position)
     WHERE EXISTS (SELECT 1 FROM characters o WHERE o.world_id = characters.world_id AND o.id = (r.tie->>'character_id')::uuid)
   ) AS relationships, allegiance, ` +
  `(SELECT coalesce(jsonb_agg(h.line ORDER BY h.stream_revision, h.ordinal), '[]') FROM character_history h
     WHERE h.world_id = characters.world_id AND h.character_id = characters.id) AS historical_events, ` +
  'emerged_in, created_at, ' +
  // The player who plays it, as the members read model binds them (gone once they are removed or leave).
  `(SELECT b.user_id FROM world_members b WHERE b.world_id = characters.world_id AND b.character_id = characters.id
     ORDER BY b.user_id LIMIT 1) AS controlled_by`;

/** Major, minor, wildcard, then background characters (the world page splits Major and Minor), each by name. */
export const CHARACTER_ORDER =
  "CASE story_role WHEN 'major' THEN 0 WHEN 'minor' THEN 1 WHEN 'wildcard' THEN 2 ELSE 3 END, name, id";

export function toCharacter(row: CharacterRow): Character {
  return {
    id: row.id,
    world_id: row.world_id,
    name: row.name,
    type: row.type,
    story_role: row.story_role,
    status: row.status,
    description: row.description,
    background: row.background,
    personality_traits: row.personality_traits,
    motivations: row.motivations,
    memories: row.memories,
    story_beats_witnessed: row.story_beats_witnessed,
    location_id: row.location_id,
    faction_id: row.faction_id,
    relationships: row.relationships,
    allegiance: row.allegiance,
    historical_events: row.historical_events,
    emerged_in_beat: row.emerged_in,
    created_at: row.created_at.toISOString(),
    controlled_by: row.controlled_by,
  };
}
