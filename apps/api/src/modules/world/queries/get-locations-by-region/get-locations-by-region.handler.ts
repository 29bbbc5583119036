import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LIST_LIMIT_MAX, type Location } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { LOCATION_COLUMNS, LOCATION_ORDER, type LocationRow, toLocation } from '../location-row';
import { GetLocationsByRegionQuery } from './get-locations-by-region.query';

// The region's world first, so the locations are read by their (world_id, owner_id, …) index.
const CHILDREN_SQL = `
  SELECT ${LOCATION_COLUMNS} FROM locations
  WHERE world_id = (SELECT world_id FROM locations WHERE id = $1 AND owner_id = $2) AND owner_id = $2 AND parent_location_id = $1
  ORDER BY ${LOCATION_ORDER}
  LIMIT $3`;

@QueryHandler(GetLocationsByRegionQuery)
export class GetLocationsByRegionHandler implements IQueryHandler<GetLocationsByRegionQuery, Location[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's region is LOCATION.NOT_FOUND; a place with nothing in it is []. */
  async execute({ regionId, ownerId }: GetLocationsByRegionQuery): Promise<Location[]> {
    const { rows } = await this.pool.query<LocationRow>(CHILDREN_SQL, [regionId, ownerId, LIST_LIMIT_MAX]);
    if (rows.length === 0) {
      const region = await this.pool.query('SELECT 1 FROM locations WHERE id = $1 AND owner_id = $2', [regionId, ownerId]);
      if (region.rowCount === 0) throw DomainError.notFound('LOCATION.NOT_FOUND', `Location ${regionId} not found`);
    }
    return rows.map(toLocation);
  }
}
