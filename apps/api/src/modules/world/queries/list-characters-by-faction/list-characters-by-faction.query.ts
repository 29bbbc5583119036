import { Query } from '@nestjs/cqrs';
import type { Character } from '@worldloom/contracts';

/** A faction's characters in character.list's order, at most LIST_LIMIT_MAX. */
export class ListCharactersByFactionQuery extends Query<Character[]> {
  constructor(
    readonly factionId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
