import { Query } from '@nestjs/cqrs';
import type { Character } from '@worldloom/contracts';

/** The world's characters: major, minor, wildcard, then background, each by name. */
export class ListCharactersQuery extends Query<Character[]> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
