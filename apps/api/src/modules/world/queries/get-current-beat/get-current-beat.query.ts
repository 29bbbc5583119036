import { Query } from '@nestjs/cqrs';
import type { Beat } from '@worldloom/contracts';

/** The current beat of the world's current arc (the last one reached once the arc is complete); null before any arc. */
export class GetCurrentBeatQuery extends Query<Beat | null> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
