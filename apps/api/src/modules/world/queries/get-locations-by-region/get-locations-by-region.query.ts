import { Query } from '@nestjs/cqrs';
import type { Location } from '@worldloom/contracts';

/** The locations that lie in a region, in location.list's order, at most LIST_LIMIT_MAX. */
export class GetLocationsByRegionQuery extends Query<Location[]> {
  constructor(
    readonly regionId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
