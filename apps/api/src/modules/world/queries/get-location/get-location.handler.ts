import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Location } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { LOCATION_COLUMNS, type LocationRow, toLocation } from '../location-row';
import { GetLocationQuery } from './get-location.query';

@QueryHandler(GetLocationQuery)
export class GetLocationHandler implements IQueryHandler<GetLocationQuery, Location> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Another user's location is LOCATION.NOT_FOUND, never FORBIDDEN. */
  async execute({ locationId, ownerId }: GetLocationQuery): Promise<Location> {
    const { rows } = await this.pool.query<LocationRow>(
      `SELECT ${LOCATION_COLUMNS} FROM locations WHERE id = $1 AND owner_id = $2`,
      [locationId, ownerId],
    );
    const row = rows[0];
    if (!row) throw DomainError.notFound('LOCATION.NOT_FOUND', `Location ${locationId} not found`);
    return toLocation(row);
  }
}
