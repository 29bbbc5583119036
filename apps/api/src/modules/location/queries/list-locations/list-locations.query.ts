import { Query } from '@nestjs/cqrs';
import type { Location } from '@worldloom/contracts';

/** The world's locations: regions, cities, landmarks, then wilderness, each by name. */
export class ListLocationsQuery extends Query<Location[]> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
