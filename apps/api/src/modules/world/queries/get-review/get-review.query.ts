import { Query } from '@nestjs/cqrs';
import type { WorldReview } from '@worldloom/contracts';

/** The world's review mode and the drafted beat that waits, if any. */
export class GetReviewQuery extends Query<WorldReview> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
