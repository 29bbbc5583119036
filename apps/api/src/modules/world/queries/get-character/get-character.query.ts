import { Query } from '@nestjs/cqrs';
import type { Character } from '@worldloom/contracts';

export class GetCharacterQuery extends Query<Character> {
  constructor(
    readonly characterId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
