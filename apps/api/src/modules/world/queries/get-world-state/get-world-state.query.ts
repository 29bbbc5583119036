import { Query } from '@nestjs/cqrs';
import type { WorldStateView } from '@worldloom/contracts';

/** world.getWorldState: the world, its current arc (the latest, even once complete) and that arc's generated beats. */
export class GetWorldStateQuery extends Query<WorldStateView> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
    /** Whose role the world carries: the caller, who may be a member of the owner's world. */
    readonly callerId: string = ownerId,
  ) {
    super();
  }
}
