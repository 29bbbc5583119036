import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { WorldEvent } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { toWorldEvent, WORLD_EVENT_COLUMNS, type WorldEventRow } from '../arc-rows';
import { GetBeatEventsQuery } from './get-beat-events.query';

@QueryHandler(GetBeatEventsQuery)
export class GetBeatEventsHandler implements IQueryHandler<GetBeatEventsQuery, WorldEvent[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown, not yet generated or another user's beat is BEAT.NOT_FOUND; a beat without events is []. */
  async execute({ beatId, ownerId }: GetBeatEventsQuery): Promise<WorldEvent[]> {
    const beat = await this.pool.query('SELECT 1 FROM beats WHERE id = $1 AND owner_id = $2', [beatId, ownerId]);
    if (beat.rowCount === 0) throw DomainError.notFound('BEAT.NOT_FOUND', `Beat ${beatId} not found`);
    const { rows } = await this.pool.query<WorldEventRow>(
      `SELECT ${WORLD_EVENT_COLUMNS} FROM world_events WHERE beat_id = $1 AND owner_id = $2
       ORDER BY stream_revision, id`,
      [beatId, ownerId],
    );
    return rows.map(toWorldEvent);
  }
}
