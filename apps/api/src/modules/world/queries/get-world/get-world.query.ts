import { Query } from '@nestjs/cqrs';
import type { World } from '@worldloom/contracts';

export class GetWorldQuery extends Query<World> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
