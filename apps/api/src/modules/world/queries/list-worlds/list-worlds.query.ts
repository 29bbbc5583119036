import { Query } from '@nestjs/cqrs';
import type { World } from '@worldloom/contracts';

/** The owner's worlds, newest first. */
export class ListWorldsQuery extends Query<World[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}
