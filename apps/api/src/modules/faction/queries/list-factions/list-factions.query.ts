import { Query } from '@nestjs/cqrs';
import type { Faction } from '@worldloom/contracts';

/** The world's factions by name. */
export class ListFactionsQuery extends Query<Faction[]> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
