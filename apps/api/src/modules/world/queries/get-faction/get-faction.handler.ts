import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Faction } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { FACTION_COLUMNS, type FactionRow, toFaction } from '../faction-row';
import { GetFactionQuery } from './get-faction.query';

@QueryHandler(GetFactionQuery)
export class GetFactionHandler implements IQueryHandler<GetFactionQuery, Faction> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Another user's faction is FACTION.NOT_FOUND, never FORBIDDEN. */
  async execute({ factionId, ownerId }: GetFactionQuery): Promise<Faction> {
    const { rows } = await this.pool.query<FactionRow>(
      `SELECT ${FACTION_COLUMNS} FROM factions WHERE id = $1 AND owner_id = $2`,
      [factionId, ownerId],
    );
    const row = rows[0];
    if (!row) throw DomainError.notFound('FACTION.NOT_FOUND', `Faction ${factionId} not found`);
    return toFaction(row);
  }
}
