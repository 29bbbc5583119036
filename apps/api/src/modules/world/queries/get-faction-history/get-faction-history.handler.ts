import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { HistoricalEvent } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { GetFactionHistoryQuery } from './get-faction-history.query';

// A line's place is the event that wrote it (its revision) and its place among that event's lines.
const HISTORY_SQL = `
  SELECT (SELECT coalesce(jsonb_agg(h.line ORDER BY h.stream_revision DESC, h.ordinal DESC), '[]')
            FROM (SELECT line, stream_revision, ordinal FROM faction_history
                  WHERE world_id = f.world_id AND faction_id = f.id
                  ORDER BY stream_revision DESC, ordinal DESC LIMIT $3) h) AS lines
  FROM factions f WHERE f.id = $1 AND f.owner_id = $2`;

@QueryHandler(GetFactionHistoryQuery)
export class GetFactionHistoryHandler implements IQueryHandler<GetFactionHistoryQuery, HistoricalEvent[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Another user's faction is FACTION.NOT_FOUND, never FORBIDDEN. */
  async execute({ factionId, ownerId, limit }: GetFactionHistoryQuery): Promise<HistoricalEvent[]> {
    const { rows } = await this.pool.query<{ lines: HistoricalEvent[] }>(HISTORY_SQL, [factionId, ownerId, limit]);
    const row = rows[0];
    if (!row) throw DomainError.notFound('FACTION.NOT_FOUND', `Faction ${factionId} not found`);
    return row.lines;
  }
}
