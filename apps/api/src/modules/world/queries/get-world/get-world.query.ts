import { Query } from '@nestjs/cqrs';
import type { World } from '@worldloom/contracts';

export class GetWorldQuery extends Query<World> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
    /** Whose role the answer carries: the caller, who may be a member of the owner's world. */
    readonly callerId: string = ownerId,
  ) {
    super();
  }
}
