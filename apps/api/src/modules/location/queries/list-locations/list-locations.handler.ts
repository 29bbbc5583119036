import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Location } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '../../../../platform/database/database.module';
import { requireOwnedWorld } from '../../../world/queries/owned-world';
import { LOCATION_COLUMNS, LOCATION_ORDER, type LocationRow, toLocation } from '../location-row';
import { ListLocationsQuery } from './list-locations.query';

@QueryHandler(ListLocationsQuery)
export class ListLocationsHandler implements IQueryHandler<ListLocationsQuery, Location[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's world is WORLD.NOT_FOUND; an owned world without locations is []. */
  async execute({ worldId, ownerId }: ListLocationsQuery): Promise<Location[]> {
    const { rows } = await this.pool.query<LocationRow>(
      `SELECT ${LOCATION_COLUMNS} FROM locations WHERE world_id = $1 AND owner_id = $2 ORDER BY ${LOCATION_ORDER}`,
      [worldId, ownerId],
    );
    if (rows.length === 0) await requireOwnedWorld(this.pool, worldId, ownerId);
    return rows.map(toLocation);
  }
}
