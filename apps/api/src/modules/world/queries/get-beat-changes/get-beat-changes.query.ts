import { Query } from '@nestjs/cqrs';
import type { BeatChange } from '@worldloom/contracts';

/** What a generated beat changed in its world, in plain words, in the order the list shows them. */
export class GetBeatChangesQuery extends Query<BeatChange[]> {
  constructor(
    readonly beatId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
