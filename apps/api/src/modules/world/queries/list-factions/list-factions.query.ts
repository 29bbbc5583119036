import { Query } from '@nestjs/cqrs';
import type { Faction, PageRequest } from '@worldloom/contracts';
import type { Listed } from '#platform/rest/keyset-page';

/** The world's factions by name: all, or one page when `page` is given. */
export class ListFactionsQuery<Request extends PageRequest | undefined = undefined> extends Query<Listed<Faction, Request>> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
    readonly page?: Request,
  ) {
    super();
  }
}
