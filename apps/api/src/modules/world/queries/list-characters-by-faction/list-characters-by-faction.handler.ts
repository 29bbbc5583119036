import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Character, LIST_LIMIT_MAX } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { CHARACTER_COLUMNS, CHARACTER_ORDER, type CharacterRow, toCharacter } from '../character-row';
import { ListCharactersByFactionQuery } from './list-characters-by-faction.query';

// The faction's world first, so the characters are read by their (world_id, owner_id) index.
const MEMBERS_SQL = `
  SELECT ${CHARACTER_COLUMNS} FROM characters
  WHERE world_id = (SELECT world_id FROM factions WHERE id = $1 AND owner_id = $2) AND owner_id = $2 AND faction_id = $1
  ORDER BY ${CHARACTER_ORDER}
  LIMIT $3`;

@QueryHandler(ListCharactersByFactionQuery)
export class ListCharactersByFactionHandler implements IQueryHandler<ListCharactersByFactionQuery, Character[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's faction is FACTION.NOT_FOUND; an owned faction without members is []. */
  async execute({ factionId, ownerId }: ListCharactersByFactionQuery): Promise<Character[]> {
    const { rows } = await this.pool.query<CharacterRow>(MEMBERS_SQL, [factionId, ownerId, LIST_LIMIT_MAX]);
    if (rows.length === 0) {
      const faction = await this.pool.query('SELECT 1 FROM factions WHERE id = $1 AND owner_id = $2', [factionId, ownerId]);
      if (faction.rowCount === 0) throw DomainError.notFound('FACTION.NOT_FOUND', `Faction ${factionId} not found`);
    }
    return rows.map(toCharacter);
  }
}
