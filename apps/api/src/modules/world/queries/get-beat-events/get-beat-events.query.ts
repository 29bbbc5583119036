import { Query } from '@nestjs/cqrs';
import type { WorldEvent } from '@worldloom/contracts';

/** The world events attached to a beat, oldest first (the order they were recorded in). */
export class GetBeatEventsQuery extends Query<WorldEvent[]> {
  constructor(
    readonly beatId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
