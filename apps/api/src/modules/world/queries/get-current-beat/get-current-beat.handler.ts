import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Beat } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { BEAT_COLUMNS, type BeatRow, toBeat } from '../arc-rows';
import { requireOwnedWorld } from '../owned-world';
import { GetCurrentBeatQuery } from './get-current-beat.query';

const CURRENT_BEAT_SQL = `
  SELECT ${BEAT_COLUMNS.split(', ')
    .map((column) => `b.${column}`)
    .join(', ')}
  FROM worlds w
  JOIN arcs a ON a.world_id = w.id AND a.id = w.current_arc_id
  JOIN beats b ON b.world_id = a.world_id AND b.id = a.current_beat_id
  WHERE w.id = $1 AND w.owner_id = $2`;

@QueryHandler(GetCurrentBeatQuery)
export class GetCurrentBeatHandler implements IQueryHandler<GetCurrentBeatQuery, Beat | null> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's world is WORLD.NOT_FOUND; an owned world without an arc answers null. */
  async execute({ worldId, ownerId }: GetCurrentBeatQuery): Promise<Beat | null> {
    const { rows } = await this.pool.query<BeatRow>(CURRENT_BEAT_SQL, [worldId, ownerId]);
    const row = rows[0];
    if (row) return toBeat(row);
    await requireOwnedWorld(this.pool, worldId, ownerId);
    return null;
  }
}
