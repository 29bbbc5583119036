import { Query } from '@nestjs/cqrs';
import type { Faction } from '@worldloom/contracts';

export class GetFactionQuery extends Query<Faction> {
  constructor(
    readonly factionId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
