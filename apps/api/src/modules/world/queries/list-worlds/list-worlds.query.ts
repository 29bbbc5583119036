import { Query } from '@nestjs/cqrs';
import type { PageRequest, World } from '@worldloom/contracts';
import type { Listed } from '#platform/rest/keyset-page';

/** The owner's worlds, newest first: all of them, or one page when `page` is given. */
export class ListWorldsQuery<Request extends PageRequest | undefined = undefined> extends Query<Listed<World, Request>> {
  constructor(
    readonly ownerId: string,
    readonly page?: Request,
  ) {
    super();
  }
}
