import { Query } from '@nestjs/cqrs';
import type { Character } from '@worldloom/contracts';

/** The characters at a location in character.list's order, at most LIST_LIMIT_MAX. */
export class ListCharactersByLocationQuery extends Query<Character[]> {
  constructor(
    readonly locationId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
