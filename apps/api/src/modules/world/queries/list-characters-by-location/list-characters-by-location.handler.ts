import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Character, LIST_LIMIT_MAX } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { CHARACTER_COLUMNS, CHARACTER_ORDER, type CharacterRow, toCharacter } from '../character-row';
import { ListCharactersByLocationQuery } from './list-characters-by-location.query';

// The location's world first, so the characters are read by their (world_id, owner_id) index.
const RESIDENTS_SQL = `
  SELECT ${CHARACTER_COLUMNS} FROM characters
  WHERE world_id = (SELECT world_id FROM locations WHERE id = $1 AND owner_id = $2) AND owner_id = $2 AND location_id = $1
  ORDER BY ${CHARACTER_ORDER}
  LIMIT $3`;

@QueryHandler(ListCharactersByLocationQuery)
export class ListCharactersByLocationHandler implements IQueryHandler<ListCharactersByLocationQuery, Character[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's location is LOCATION.NOT_FOUND; an owned location where nobody is is []. */
  async execute({ locationId, ownerId }: ListCharactersByLocationQuery): Promise<Character[]> {
    const { rows } = await this.pool.query<CharacterRow>(RESIDENTS_SQL, [locationId, ownerId, LIST_LIMIT_MAX]);
    if (rows.length === 0) {
      const location = await this.pool.query('SELECT 1 FROM locations WHERE id = $1 AND owner_id = $2', [locationId, ownerId]);
      if (location.rowCount === 0) throw DomainError.notFound('LOCATION.NOT_FOUND', `Location ${locationId} not found`);
    }
    return rows.map(toCharacter);
  }
}
