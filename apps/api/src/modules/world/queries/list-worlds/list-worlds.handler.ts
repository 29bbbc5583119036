import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Page, type PageRequest, Timestamp, Uuid, type World } from '@worldloom/contracts';
import { Pool } from 'pg';
import { z } from 'zod';
import { PG_POOL } from '#platform/database/database.module';
import { decodeCursor, toPage } from '#platform/rest/keyset-page';
import { toWorld, WORLD_COLUMNS, type WorldRow } from '../world-row';
import { ListWorldsQuery } from './list-worlds.query';

/** created_at to the microsecond (a JS Date keeps milliseconds only), as ISO text Postgres reads back exactly. */
const CURSOR_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at`;
const WorldCursor = z.tuple([Timestamp, Uuid]);

/** The caller's worlds, their own and those shared with them, each with the caller's role. */
const MEMBER_WORLDS = 'worlds JOIN world_members m ON m.world_id = worlds.id';

// Newest first, ties by id: the row after the cursor is older, or as old with a greater id.
const PAGE_SQL = `
  SELECT ${WORLD_COLUMNS}, m.role, ${CURSOR_AT} FROM ${MEMBER_WORLDS}
  WHERE m.user_id = $1
    AND ($2::timestamptz IS NULL OR created_at < $2::timestamptz OR (created_at = $2::timestamptz AND id > $3::uuid))
  ORDER BY created_at DESC, id
  LIMIT $4`;

type PagedWorldRow = WorldRow & { cursor_at: string };

@QueryHandler(ListWorldsQuery)
export class ListWorldsHandler implements IQueryHandler<ListWorldsQuery<PageRequest | undefined>, World[] | Page<World>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ ownerId, page }: ListWorldsQuery<PageRequest | undefined>): Promise<World[] | Page<World>> {
    if (page) return this.page(ownerId, page);
    const { rows } = await this.pool.query<WorldRow>(
      `SELECT ${WORLD_COLUMNS}, m.role FROM ${MEMBER_WORLDS} WHERE m.user_id = $1 ORDER BY created_at DESC, id`,
      [ownerId],
    );
    return rows.map(toWorld);
  }

  private async page(ownerId: string, page: PageRequest): Promise<Page<World>> {
    const after = page.cursor === undefined ? null : decodeCursor(page.cursor, WorldCursor);
    const { rows } = await this.pool.query<PagedWorldRow>(PAGE_SQL, [ownerId, after?.[0] ?? null, after?.[1] ?? null, page.limit + 1]);
    return toPage(rows, page, toWorld, (row) => [row.cursor_at, row.id]);
  }
}
