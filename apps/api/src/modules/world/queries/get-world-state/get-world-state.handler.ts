import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Arc, Beat, WorldStateView } from '@worldloom/contracts';
import { worldNotFound } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '../../../../platform/database/database.module';
import { ARC_COLUMNS, type ArcRow, BEAT_COLUMNS, type BeatRow, toArc, toBeat } from '../../../arc/queries/arc-rows';
import { toWorld, WORLD_COLUMNS, type WorldRow } from '../world-row';
import { GetWorldStateQuery } from './get-world-state.query';

@QueryHandler(GetWorldStateQuery)
export class GetWorldStateHandler implements IQueryHandler<GetWorldStateQuery, WorldStateView> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Another user's world is WORLD.NOT_FOUND, never FORBIDDEN. */
  async execute({ worldId, ownerId }: GetWorldStateQuery): Promise<WorldStateView> {
    const { rows } = await this.pool.query<WorldRow>(
      `SELECT ${WORLD_COLUMNS} FROM worlds WHERE id = $1 AND owner_id = $2`,
      [worldId, ownerId],
    );
    const row = rows[0];
    if (!row) throw worldNotFound();
    const currentArc = row.current_arc_id === null ? null : await this.arc(worldId, row.current_arc_id);
    // The arc is read before its beats: beats only ever get added, so its current beat is among them.
    const currentBeats = currentArc === null ? [] : await this.beats(worldId, currentArc.id);
    return { world: toWorld(row), currentArc, currentBeats };
  }

  /** Null only while the world-story projection is still behind the worlds projection. */
  private async arc(worldId: string, arcId: string): Promise<Arc | null> {
    const { rows } = await this.pool.query<ArcRow>(`SELECT ${ARC_COLUMNS} FROM arcs WHERE world_id = $1 AND id = $2`, [
      worldId,
      arcId,
    ]);
    const row = rows[0];
    return row ? toArc(row) : null;
  }

  private async beats(worldId: string, arcId: string): Promise<Beat[]> {
    const { rows } = await this.pool.query<BeatRow>(
      `SELECT ${BEAT_COLUMNS} FROM beats WHERE world_id = $1 AND arc_id = $2 ORDER BY beat_index`,
      [worldId, arcId],
    );
    return rows.map(toBeat);
  }
}
