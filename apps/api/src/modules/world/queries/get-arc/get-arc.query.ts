import { Query } from '@nestjs/cqrs';
import type { Arc } from '@worldloom/contracts';

export class GetArcQuery extends Query<Arc> {
  constructor(
    readonly arcId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
