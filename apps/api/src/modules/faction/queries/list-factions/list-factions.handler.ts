import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Faction } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '../../../../platform/database/database.module';
import { requireOwnedWorld } from '../../../world/queries/owned-world';
import { FACTION_COLUMNS, FACTION_ORDER, type FactionRow, toFaction } from '../faction-row';
import { ListFactionsQuery } from './list-factions.query';

@QueryHandler(ListFactionsQuery)
export class ListFactionsHandler implements IQueryHandler<ListFactionsQuery, Faction[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's world is WORLD.NOT_FOUND; an owned world without factions is []. */
  async execute({ worldId, ownerId }: ListFactionsQuery): Promise<Faction[]> {
    const { rows } = await this.pool.query<FactionRow>(
      `SELECT ${FACTION_COLUMNS} FROM factions WHERE world_id = $1 AND owner_id = $2 ORDER BY ${FACTION_ORDER}`,
      [worldId, ownerId],
    );
    if (rows.length === 0) await requireOwnedWorld(this.pool, worldId, ownerId);
    return rows.map(toFaction);
  }
}
