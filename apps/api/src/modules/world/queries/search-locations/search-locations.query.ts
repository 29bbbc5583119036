import { Query } from '@nestjs/cqrs';
import type { SearchLocationsInput, SearchLocationsResult } from '@worldloom/contracts';

/**
 * POST /api/locations/search: locations of one world whose name or description contains `query` (ignoring
 * case) and that carry every one of `tags` (ignoring case), by name, a page of `limit` after `cursor`.
 */
export class SearchLocationsQuery extends Query<SearchLocationsResult> {
  constructor(
    readonly input: SearchLocationsInput,
    readonly ownerId: string,
  ) {
    super();
  }
}
