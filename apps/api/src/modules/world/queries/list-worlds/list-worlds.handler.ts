import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { World } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '../../../../platform/database/database.module';
import { toWorld, WORLD_COLUMNS, type WorldRow } from '../world-row';
import { ListWorldsQuery } from './list-worlds.query';

@QueryHandler(ListWorldsQuery)
export class ListWorldsHandler implements IQueryHandler<ListWorldsQuery, World[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ ownerId }: ListWorldsQuery): Promise<World[]> {
    const { rows } = await this.pool.query<WorldRow>(
      `SELECT ${WORLD_COLUMNS} FROM worlds WHERE owner_id = $1 ORDER BY created_at DESC, id`,
      [ownerId],
    );
    return rows.map(toWorld);
  }
}
