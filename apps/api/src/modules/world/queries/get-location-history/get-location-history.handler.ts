import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { HistoricalEvent } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { GetLocationHistoryQuery } from './get-location-history.query';

// A line's place is the event that wrote it (its revision) and its place among that event's lines.
const HISTORY_SQL = `
  SELECT (SELECT coalesce(jsonb_agg(h.line ORDER BY h.stream_revision DESC, h.ordinal DESC), '[]')
            FROM (SELECT line, stream_revision, ordinal FROM location_history
                  WHERE world_id = l.world_id AND location_id = l.id
                  ORDER BY stream_revision DESC, ordinal DESC LIMIT $3) h) AS lines
  FROM locations l WHERE l.id = $1 AND l.owner_id = $2`;

@QueryHandler(GetLocationHistoryQuery)
export class GetLocationHistoryHandler implements IQueryHandler<GetLocationHistoryQuery, HistoricalEvent[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Another user's location is LOCATION.NOT_FOUND, never FORBIDDEN. */
  async execute({ locationId, ownerId, limit }: GetLocationHistoryQuery): Promise<HistoricalEvent[]> {
    const { rows } = await this.pool.query<{ lines: HistoricalEvent[] }>(HISTORY_SQL, [locationId, ownerId, limit]);
    const row = rows[0];
    if (!row) throw DomainError.notFound('LOCATION.NOT_FOUND', `Location ${locationId} not found`);
    return row.lines;
  }
}
