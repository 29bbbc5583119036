import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { World } from '@worldloom/contracts';
import { worldNotFound } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { toWorld, WORLD_COLUMNS, type WorldRow } from '../world-row';
import { GetWorldQuery } from './get-world.query';

@QueryHandler(GetWorldQuery)
export class GetWorldHandler implements IQueryHandler<GetWorldQuery, World> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Another user's world is NOT_FOUND, never FORBIDDEN. */
  async execute({ worldId, ownerId, callerId }: GetWorldQuery): Promise<World> {
    const { rows } = await this.pool.query<WorldRow>(
      `SELECT ${WORLD_COLUMNS}, (SELECT role FROM world_members m WHERE m.world_id = worlds.id AND m.user_id = $3) AS role
       FROM worlds WHERE id = $1 AND owner_id = $2`,
      [worldId, ownerId, callerId],
    );
    const row = rows[0];
    if (!row) throw worldNotFound();
    return toWorld(row);
  }
}
