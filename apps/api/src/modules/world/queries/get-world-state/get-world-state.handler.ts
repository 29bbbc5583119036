import { Inject, Optional } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { WorldRole, WorldStateView } from '@worldloom/contracts';
import { worldNotFound } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { ARC_COLUMNS, type ArcRow, BEAT_COLUMNS, type BeatRow, toArc, toBeat } from '../arc-rows';
import { toWorld, WORLD_COLUMNS, type WorldRow } from '../world-row';
import { GetWorldStateQuery } from './get-world-state.query';
import { WorldStateCache } from './world-state.cache';

/** JSON of a row: timestamps arrive as text, to be read back into Dates for the row mappers. */
type JsonRow<Row> = Omit<Row, 'created_at'> & { created_at: string };

interface WorldStateRow extends WorldRow {
  arc: JsonRow<ArcRow> | null;
  beats: JsonRow<BeatRow>[];
}

/**
 * One statement, so one snapshot: the arc and its beats are read together (the arc's current beat is
 * always among them) in one round trip — this is the hottest read of the API.
 */
const WORLD_STATE_SQL = `
  SELECT ${WORLD_COLUMNS.split(', ')
    .map((column) => `w.${column}`)
    .join(', ')},
    (SELECT row_to_json(arc) FROM (SELECT ${ARC_COLUMNS} FROM arcs WHERE world_id = w.id AND id = w.current_arc_id) arc) AS arc,
    (SELECT coalesce(json_agg(beat ORDER BY beat.beat_index), '[]'::json)
       FROM (SELECT ${BEAT_COLUMNS} FROM beats WHERE world_id = w.id AND arc_id = w.current_arc_id) beat) AS beats
  FROM worlds w WHERE w.id = $1 AND w.owner_id = $2`;

function fromJson<Row extends { created_at: Date }>(row: JsonRow<Row>): Row {
  return { ...row, created_at: new Date(row.created_at) } as Row;
}

@QueryHandler(GetWorldStateQuery)
export class GetWorldStateHandler implements IQueryHandler<GetWorldStateQuery, WorldStateView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Optional() @Inject(WorldStateCache) private readonly cache?: WorldStateCache,
  ) {}

  /**
   * Another user's world is WORLD.NOT_FOUND, never FORBIDDEN. The state is the owner's, with their role (the one
   * kept and sent by the fast lane); a member's answer carries theirs.
   */
  async execute({ worldId, ownerId, callerId }: GetWorldStateQuery): Promise<WorldStateView> {
    const view = this.cache ? (await this.cache.read(worldId, ownerId, () => this.load(worldId, ownerId))).view : await this.load(worldId, ownerId);
    if (callerId === ownerId) return view;
    const role = await memberRole(this.pool, worldId, callerId);
    const { role: _ownersRole, ...world } = view.world;
    return { ...view, world: role === undefined ? world : { ...world, role } };
  }

  private async load(worldId: string, ownerId: string): Promise<WorldStateView> {
    const { rows } = await this.pool.query<WorldStateRow>({ name: 'get-world-state', text: WORLD_STATE_SQL, values: [worldId, ownerId] });
    const row = rows[0];
    if (!row) throw worldNotFound();
    // The arc is null only while the world-details projection is still behind the worlds projection.
    const currentArc = row.arc === null ? null : toArc(fromJson<ArcRow>(row.arc));
    const currentBeats = currentArc === null ? [] : row.beats.map((beat) => toBeat(fromJson<BeatRow>(beat)));
    return { world: { ...toWorld(row), role: 'owner' }, currentArc, currentBeats };
  }
}

/** The caller's role in a world they are a member of (the permission check let them in); undefined if they no longer are. */
async function memberRole(pool: Pool, worldId: string, userId: string): Promise<WorldRole | undefined> {
  const { rows } = await pool.query<{ role: WorldRole }>('SELECT role FROM world_members WHERE world_id = $1 AND user_id = $2', [worldId, userId]);
  return rows[0]?.role;
}
