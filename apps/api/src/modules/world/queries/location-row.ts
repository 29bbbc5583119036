import type { EmergedInBeat, HistoricalEvent, Location, LocationStatus, LocationType } from '@worldloom/contracts';

/** A `locations` row as node-postgres returns it (the projection writes only contract vocabularies). */
export interface LocationRow {
  id: string;
  world_id: string;
  name: string;
  type: LocationType;
  status: LocationStatus;
  description: string;
  tags: string[];
  parent_location_id: string | null;
  relative_x: number | null;
  relative_y: number | null;
  historical_events: HistoricalEvent[];
  controlled_by: string | null;
  emerged_in: EmergedInBeat | null;
  created_at: Date;
  last_significant_change: Date | null;
}

/** Columns of a `locations` row in the FROM clause; its history lines, one row each, in the order they came. */
export const LOCATION_COLUMNS =
  'id, world_id, name, type, status, description, tags, parent_location_id, relative_x, relative_y, ' +
  `(SELECT coalesce(jsonb_agg(h.line ORDER BY h.stream_revision, h.ordinal), '[]') FROM location_history h
     WHERE h.world_id = locations.world_id AND h.location_id = locations.id) AS historical_events, ` +
  `(SELECT f.id FROM factions f WHERE f.world_id = locations.world_id AND locations.id = ANY(f.controlled_locations)
     ORDER BY f.id LIMIT 1) AS controlled_by, ` +
  'emerged_in, created_at, last_significant_change';

/** Regions first, then cities, landmarks and wilderness (the world page's groups), each by name. */
export const LOCATION_ORDER =
  "CASE type WHEN 'region' THEN 0 WHEN 'city' THEN 1 WHEN 'landmark' THEN 2 ELSE 3 END, name, id";

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    world_id: row.world_id,
    name: row.name,
    type: row.type,
    status: row.status,
    description: row.description,
    tags: row.tags,
    parent_location_id: row.parent_location_id,
    relative_x: row.relative_x,
    relative_y: row.relative_y,
    historical_events: row.historical_events,
    controlled_by: row.controlled_by,
    emerged_in_beat: row.emerged_in,
    created_at: row.created_at.toISOString(),
    last_significant_change: row.last_significant_change?.toISOString() ?? null,
  };
}
