import { Query } from '@nestjs/cqrs';
import type { Location } from '@worldloom/contracts';

export class GetLocationQuery extends Query<Location> {
  constructor(
    readonly locationId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
