import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Character } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { CHARACTER_COLUMNS, type CharacterRow, toCharacter } from '../character-row';
import { GetCharacterQuery } from './get-character.query';

@QueryHandler(GetCharacterQuery)
export class GetCharacterHandler implements IQueryHandler<GetCharacterQuery, Character> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Another user's character is CHARACTER.NOT_FOUND, never FORBIDDEN. */
  async execute({ characterId, ownerId }: GetCharacterQuery): Promise<Character> {
    const { rows } = await this.pool.query<CharacterRow>(
      `SELECT ${CHARACTER_COLUMNS} FROM characters WHERE id = $1 AND owner_id = $2`,
      [characterId, ownerId],
    );
    const row = rows[0];
    if (!row) throw DomainError.notFound('CHARACTER.NOT_FOUND', `Character ${characterId} not found`);
    return toCharacter(row);
  }
}
