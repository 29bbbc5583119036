import type { Arc, Beat, BeatType, ImpactLevel, WorldEvent, WorldEventType } from '@worldloom/contracts';

/** Rows of `arcs`, `beats` and `world_events` as node-postgres returns them. */
export interface ArcRow {
  id: string;
  world_id: string;
  current_beat_id: string | null;
  story_name: string;
  detailed_description: string;
  summary: string | null;
  status: Arc['status'];
  created_at: Date;
}

export const ARC_COLUMNS = 'id, world_id, current_beat_id, story_name, detailed_description, summary, status, created_at';

export function toArc(row: ArcRow): Arc {
  return {
    id: row.id,
    world_id: row.world_id,
    current_beat_id: row.current_beat_id,
    story_name: row.story_name,
    detailed_description: row.detailed_description,
    summary: row.summary,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

export interface BeatRow {
  id: string;
  arc_id: string;
  beat_index: number;
  beat_name: string;
  beat_type: BeatType;
  description: string;
  world_directives: string[];
  emergent_storylines: string[];
  created_at: Date;
}

export const BEAT_COLUMNS =
  'id, arc_id, beat_index, beat_name, beat_type, description, world_directives, emergent_storylines, created_at';

export function toBeat(row: BeatRow): Beat {
  return {
    id: row.id,
    arc_id: row.arc_id,
    beat_index: row.beat_index,
    beat_name: row.beat_name,
    beat_type: row.beat_type,
    description: row.description,
    world_directives: row.world_directives,
    emergent_storylines: row.emergent_storylines,
    created_at: row.created_at.toISOString(),
  };
}

export interface WorldEventRow {
  id: string;
  world_id: string;
  beat_id: string;
  event_type: WorldEventType;
  impact_level: ImpactLevel;
  description: string;
  created_at: Date;
  character_id: string | null;
}

export const WORLD_EVENT_COLUMNS = 'id, world_id, beat_id, event_type, impact_level, description, created_at, character_id';

export function toWorldEvent(row: WorldEventRow): WorldEvent {
  return {
    id: row.id,
    world_id: row.world_id,
    beat_id: row.beat_id,
    event_type: row.event_type,
    impact_level: row.impact_level,
    description: row.description,
    created_at: row.created_at.toISOString(),
    character_id: row.character_id,
  };
}
