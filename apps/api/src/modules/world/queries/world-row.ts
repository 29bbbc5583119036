import type { World } from '@worldloom/contracts';

export interface WorldRow {
  id: string;
  name: string;
  description: string;
  current_arc_id: string | null;
  created_at: Date;
  updated_at: Date;
  /** The caller's role, where the read joins the members read model (null: not, or no longer, a member). */
  role?: World['role'] | null;
}

export const WORLD_COLUMNS = 'id, name, description, current_arc_id, created_at, updated_at';

export function toWorld(row: WorldRow): World {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    current_arc_id: row.current_arc_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...(row.role === undefined || row.role === null ? {} : { role: row.role }),
  };
}
