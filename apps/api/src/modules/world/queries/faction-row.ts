import type { Faction, FactionStanceEntry, FactionStatus, FactionType, HistoricalEvent } from '@worldloom/contracts';

/** A `factions` row as node-postgres returns it (the projection writes only contract vocabularies). */
export interface FactionRow {
  id: string;
  world_id: string;
  name: string;
  type: FactionType;
  status: FactionStatus;
  members_estimate: number;
  controlled_locations: string[];
  leader_id: string | null;
  banner_color: string;
  ideology: string;
  tags: string[];
  historical_events: HistoricalEvent[];
  stances: FactionStanceEntry[];
  created_at: Date;
}

/** Columns of a `factions` row in the FROM clause; its history lines, one row each, in the order they came. */
export const FACTION_COLUMNS =
  'id, world_id, name, type, status, members_estimate, controlled_locations, leader_id, banner_color, ideology, tags, ' +
  `(SELECT coalesce(jsonb_agg(h.line ORDER BY h.stream_revision, h.ordinal), '[]') FROM faction_history h
     WHERE h.world_id = factions.world_id AND h.faction_id = factions.id) AS historical_events, ` +
  // Stances toward factions removed since are gone, as the domain's fold has it.
  `(SELECT coalesce(jsonb_agg(s.entry ORDER BY s.position), '[]') FROM jsonb_array_elements(factions.stances)
     WITH ORDINALITY AS s(entry, position)
     WHERE EXISTS (SELECT 1 FROM factions t WHERE t.world_id = factions.world_id AND t.id = (s.entry->>'target_faction_id')::uuid)
   ) AS stances, ` +
  'created_at';

export const FACTION_ORDER = 'name, id';

export function toFaction(row: FactionRow): Faction {
  return {
    id: row.id,
    world_id: row.world_id,
    name: row.name,
    type: row.type,
    status: row.status,
    members_estimate: row.members_estimate,
    controlled_locations: row.controlled_locations,
    leader_id: row.leader_id,
    banner_color: row.banner_color,
    ideology: row.ideology,
    tags: row.tags,
    historical_events: row.historical_events,
    stances: row.stances,
    created_at: row.created_at.toISOString(),
  };
}
