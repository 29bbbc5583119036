import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FactionStanceEntry, FactionStanceView } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { FACTION_ORDER } from '../faction-row';
import { GetFactionStancesQuery } from './get-faction-stances.query';

@QueryHandler(GetFactionStancesQuery)
export class GetFactionStancesHandler implements IQueryHandler<GetFactionStancesQuery, FactionStanceView[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Another user's faction is FACTION.NOT_FOUND, never FORBIDDEN; stances toward factions since removed are left out. */
  async execute({ factionId, ownerId }: GetFactionStancesQuery): Promise<FactionStanceView[]> {
    const { rows } = await this.pool.query<{ world_id: string; stances: FactionStanceEntry[] }>(
      'SELECT world_id, stances FROM factions WHERE id = $1 AND owner_id = $2',
      [factionId, ownerId],
    );
    const faction = rows[0];
    if (!faction) throw DomainError.notFound('FACTION.NOT_FOUND', `Faction ${factionId} not found`);
    const others = await this.pool.query<{ id: string }>(
      `SELECT id FROM factions WHERE world_id = $1 AND owner_id = $2 AND id <> $3 ORDER BY ${FACTION_ORDER}`,
      [faction.world_id, ownerId, factionId],
    );
    const set = new Map(faction.stances.map((entry) => [entry.target_faction_id, entry]));
    return others.rows.map(({ id }) => {
      const entry = set.get(id);
      return entry
        ? { targetId: id, stance: entry.stance, reason: entry.reason, last_changed: entry.last_changed }
        : { targetId: id, stance: 'neutral', reason: null, last_changed: null };
    });
  }
}
