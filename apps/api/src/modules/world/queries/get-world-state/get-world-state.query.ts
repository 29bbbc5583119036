import { Query } from '@nestjs/cqrs';
import type { WorldStateView } from '@worldloom/contracts';

/** world.getWorldState: the world, its current arc (the latest, even once complete) and that arc's generated beats. */
export class GetWorldStateQuery extends Query<WorldStateView> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
