import { Query } from '@nestjs/cqrs';
import type { WorldEvent, WorldEventFilters } from '@worldloom/contracts';

/** The world events recorded in a world, newest first, of the given type and impact when given, at most `filters.limit`. */
export class GetWorldEventsQuery extends Query<WorldEvent[]> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
    readonly filters: WorldEventFilters,
  ) {
    super();
  }
}
