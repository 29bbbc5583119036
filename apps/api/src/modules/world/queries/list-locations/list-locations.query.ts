import { Query } from '@nestjs/cqrs';
import type { Location, PageRequest } from '@worldloom/contracts';
import type { Listed } from '#platform/rest/keyset-page';

/** The world's locations: regions, cities, landmarks, then wilderness, each by name; all, or one page when `page` is given. */
export class ListLocationsQuery<Request extends PageRequest | undefined = undefined> extends Query<Listed<Location, Request>> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
    readonly page?: Request,
  ) {
    super();
  }
}
