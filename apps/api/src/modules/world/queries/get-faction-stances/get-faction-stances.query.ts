import { Query } from '@nestjs/cqrs';
import type { FactionStanceView } from '@worldloom/contracts';

/** How a faction stands toward every other faction of its world (neutral where none was set), by their names. */
export class GetFactionStancesQuery extends Query<FactionStanceView[]> {
  constructor(
    readonly factionId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
