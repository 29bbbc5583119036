import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Faction, type Page, type PageRequest, Uuid } from '@worldloom/contracts';
import { Pool } from 'pg';
import { z } from 'zod';
import { PG_POOL } from '#platform/database/database.module';
import { decodeCursor, toPage } from '#platform/rest/keyset-page';
import { requireOwnedWorld } from '../owned-world';
import { FACTION_COLUMNS, FACTION_ORDER, type FactionRow, toFaction } from '../faction-row';
import { ListFactionsQuery } from './list-factions.query';

const FactionCursor = z.tuple([z.string(), Uuid]);

// The cursor is the last row's (name, id), which is FACTION_ORDER.
const PAGE_SQL = `
  SELECT ${FACTION_COLUMNS} FROM factions
  WHERE world_id = $1 AND owner_id = $2
    AND ($3::text IS NULL OR (${FACTION_ORDER}) > (
      SELECT ${FACTION_ORDER} FROM (VALUES ($3::text, $4::uuid)) AS after (name, id)))
  ORDER BY ${FACTION_ORDER}
  LIMIT $5`;

@QueryHandler(ListFactionsQuery)
export class ListFactionsHandler implements IQueryHandler<ListFactionsQuery<PageRequest | undefined>, Faction[] | Page<Faction>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's world is WORLD.NOT_FOUND; an owned world without factions is []. */
  async execute({ worldId, ownerId, page }: ListFactionsQuery<PageRequest | undefined>): Promise<Faction[] | Page<Faction>> {
    if (page) return this.page(worldId, ownerId, page);
    const { rows } = await this.pool.query<FactionRow>(
      `SELECT ${FACTION_COLUMNS} FROM factions WHERE world_id = $1 AND owner_id = $2 ORDER BY ${FACTION_ORDER}`,
      [worldId, ownerId],
    );
    if (rows.length === 0) await requireOwnedWorld(this.pool, worldId, ownerId);
    return rows.map(toFaction);
  }

  private async page(worldId: string, ownerId: string, page: PageRequest): Promise<Page<Faction>> {
    const after = page.cursor === undefined ? null : decodeCursor(page.cursor, FactionCursor);
    const { rows } = await this.pool.query<FactionRow>(PAGE_SQL, [worldId, ownerId, ...(after ?? [null, null]), page.limit + 1]);
    if (rows.length === 0) await requireOwnedWorld(this.pool, worldId, ownerId);
    return toPage(rows, page, toFaction, (row) => [row.name, row.id]);
  }
}
