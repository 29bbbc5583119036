import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { WorldEvent } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { toWorldEvent, WORLD_EVENT_COLUMNS, type WorldEventRow } from '../arc-rows';
import { requireOwnedWorld } from '../owned-world';
import { GetWorldEventsQuery } from './get-world-events.query';

// The stream revision orders the events as they were recorded, even two recorded in the same instant.
const EVENTS_SQL = `
  SELECT ${WORLD_EVENT_COLUMNS} FROM world_events
  WHERE world_id = $1 AND owner_id = $2
    AND ($3::text IS NULL OR event_type = $3) AND ($4::text IS NULL OR impact_level = $4)
  ORDER BY stream_revision DESC, id DESC
  LIMIT $5`;

@QueryHandler(GetWorldEventsQuery)
export class GetWorldEventsHandler implements IQueryHandler<GetWorldEventsQuery, WorldEvent[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's world is WORLD.NOT_FOUND; an owned world without such events is []. */
  async execute({ worldId, ownerId, filters }: GetWorldEventsQuery): Promise<WorldEvent[]> {
    const { rows } = await this.pool.query<WorldEventRow>(EVENTS_SQL, [
      worldId,
      ownerId,
      filters.eventType ?? null,
      filters.impactLevel ?? null,
      filters.limit,
    ]);
    if (rows.length === 0) await requireOwnedWorld(this.pool, worldId, ownerId);
    return rows.map(toWorldEvent);
  }
}
