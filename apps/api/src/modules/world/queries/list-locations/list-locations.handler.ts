import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Location, LocationType, type Page, type PageRequest, Uuid } from '@worldloom/contracts';
import { Pool } from 'pg';
import { z } from 'zod';
import { PG_POOL } from '#platform/database/database.module';
import { decodeCursor, toPage } from '#platform/rest/keyset-page';
import { requireOwnedWorld } from '../owned-world';
import { LOCATION_COLUMNS, LOCATION_ORDER, type LocationRow, toLocation } from '../location-row';
import { ListLocationsQuery } from './list-locations.query';

const LocationCursor = z.tuple([LocationType, z.string(), Uuid]);

// The cursor is the last row's (type, name, id); LOCATION_ORDER applied to it gives the key to start after.
const PAGE_SQL = `
  SELECT ${LOCATION_COLUMNS} FROM locations
  WHERE world_id = $1 AND owner_id = $2
    AND ($3::text IS NULL OR (${LOCATION_ORDER}) > (
      SELECT ${LOCATION_ORDER} FROM (VALUES ($3::text, $4::text, $5::uuid)) AS after (type, name, id)))
  ORDER BY ${LOCATION_ORDER}
  LIMIT $6`;

@QueryHandler(ListLocationsQuery)
export class ListLocationsHandler implements IQueryHandler<ListLocationsQuery<PageRequest | undefined>, Location[] | Page<Location>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's world is WORLD.NOT_FOUND; an owned world without locations is []. */
  async execute({ worldId, ownerId, page }: ListLocationsQuery<PageRequest | undefined>): Promise<Location[] | Page<Location>> {
    if (page) return this.page(worldId, ownerId, page);
    const { rows } = await this.pool.query<LocationRow>(
      `SELECT ${LOCATION_COLUMNS} FROM locations WHERE world_id = $1 AND owner_id = $2 ORDER BY ${LOCATION_ORDER}`,
      [worldId, ownerId],
    );
    if (rows.length === 0) await requireOwnedWorld(this.pool, worldId, ownerId);
    return rows.map(toLocation);
  }

  private async page(worldId: string, ownerId: string, page: PageRequest): Promise<Page<Location>> {
    const after = page.cursor === undefined ? null : decodeCursor(page.cursor, LocationCursor);
    const { rows } = await this.pool.query<LocationRow>(PAGE_SQL, [
      worldId,
      ownerId,
      ...(after ?? [null, null, null]),
      page.limit + 1,
    ]);
    if (rows.length === 0) await requireOwnedWorld(this.pool, worldId, ownerId);
    return toPage(rows, page, toLocation, (row) => [row.type, row.name, row.id]);
  }
}
