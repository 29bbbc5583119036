import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SearchLocationsResult } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { requireOwnedWorld } from '../owned-world';
import { LOCATION_COLUMNS, type LocationRow, toLocation } from '../location-row';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { SearchLocationsQuery } from './search-locations.query';

// strpos on lower() is a substring test with no LIKE wildcards to escape. A location matches the tags when
// no wanted tag is missing from its own. Keyset paging on (name, id), the results' order.
const SEARCH_SQL = `
  SELECT ${LOCATION_COLUMNS} FROM locations
  WHERE world_id = $1 AND owner_id = $2
    AND ($3::text IS NULL OR strpos(lower(name), lower($3)) > 0 OR strpos(lower(description), lower($3)) > 0)
    AND NOT EXISTS (
      SELECT 1 FROM unnest($4::text[]) AS wanted (tag)
      WHERE NOT EXISTS (SELECT 1 FROM unnest(tags) AS own (tag) WHERE lower(own.tag) = lower(wanted.tag)))
    AND ($5::text IS NULL OR (name, id) > ($5::text, $6::uuid))
  ORDER BY name, id
  LIMIT $7`;

@QueryHandler(SearchLocationsQuery)
export class SearchLocationsHandler implements IQueryHandler<SearchLocationsQuery, SearchLocationsResult> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's world is WORLD.NOT_FOUND; a blank query and no tags match every location. */
  async execute({ input, ownerId }: SearchLocationsQuery): Promise<SearchLocationsResult> {
    const after = input.cursor === undefined ? null : decodeSearchCursor(input.cursor);
    const text = input.query?.trim() ? input.query.trim() : null;
    const { rows } = await this.pool.query<LocationRow>(SEARCH_SQL, [
      input.worldId,
      ownerId,
      text,
      input.tags ?? [],
      after?.name ?? null,
      after?.id ?? null,
      input.limit + 1,
    ]);
    if (rows.length === 0) await requireOwnedWorld(this.pool, input.worldId, ownerId);
    const page = rows.slice(0, input.limit);
    const last = page.at(-1);
    return {
      items: page.map(toLocation),
      nextCursor: rows.length > input.limit && last ? encodeSearchCursor({ name: last.name, id: last.id }) : null,
    };
  }
}
