import { Query } from '@nestjs/cqrs';
import type { Character, PageRequest } from '@worldloom/contracts';
import type { Listed } from '#platform/rest/keyset-page';

/** The world's characters: major, minor, wildcard, then background, each by name; all, or one page when `page` is given. */
export class ListCharactersQuery<Request extends PageRequest | undefined = undefined> extends Query<Listed<Character, Request>> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
    readonly page?: Request,
  ) {
    super();
  }
}
