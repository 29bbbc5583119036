import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Character } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '../../../../platform/database/database.module';
import { requireOwnedWorld } from '../../../world/queries/owned-world';
import { CHARACTER_COLUMNS, CHARACTER_ORDER, type CharacterRow, toCharacter } from '../character-row';
import { ListCharactersQuery } from './list-characters.query';

@QueryHandler(ListCharactersQuery)
export class ListCharactersHandler implements IQueryHandler<ListCharactersQuery, Character[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's world is WORLD.NOT_FOUND; an owned world without characters is []. */
  async execute({ worldId, ownerId }: ListCharactersQuery): Promise<Character[]> {
    const { rows } = await this.pool.query<CharacterRow>(
      `SELECT ${CHARACTER_COLUMNS} FROM characters WHERE world_id = $1 AND owner_id = $2 ORDER BY ${CHARACTER_ORDER}`,
      [worldId, ownerId],
    );
    if (rows.length === 0) await requireOwnedWorld(this.pool, worldId, ownerId);
    return rows.map(toCharacter);
  }
}
