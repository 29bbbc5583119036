import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Character, type Page, type PageRequest, StoryRole, Uuid } from '@worldloom/contracts';
import { Pool } from 'pg';
import { z } from 'zod';
import { PG_POOL } from '#platform/database/database.module';
import { decodeCursor, toPage } from '#platform/rest/keyset-page';
import { requireOwnedWorld } from '../owned-world';
import { CHARACTER_COLUMNS, CHARACTER_ORDER, type CharacterRow, toCharacter } from '../character-row';
import { ListCharactersQuery } from './list-characters.query';

const CharacterCursor = z.tuple([StoryRole, z.string(), Uuid]);

// The cursor is the last row's (story_role, name, id); CHARACTER_ORDER applied to it gives the key to start after.
const PAGE_SQL = `
  SELECT ${CHARACTER_COLUMNS} FROM characters
  WHERE world_id = $1 AND owner_id = $2
    AND ($3::text IS NULL OR (${CHARACTER_ORDER}) > (
      SELECT ${CHARACTER_ORDER} FROM (VALUES ($3::text, $4::text, $5::uuid)) AS after (story_role, name, id)))
  ORDER BY ${CHARACTER_ORDER}
  LIMIT $6`;

@QueryHandler(ListCharactersQuery)
export class ListCharactersHandler
  implements IQueryHandler<ListCharactersQuery<PageRequest | undefined>, Character[] | Page<Character>>
{
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's world is WORLD.NOT_FOUND; an owned world without characters is []. */
  async execute({ worldId, ownerId, page }: ListCharactersQuery<PageRequest | undefined>): Promise<Character[] | Page<Character>> {
    if (page) return this.page(worldId, ownerId, page);
    const { rows } = await this.pool.query<CharacterRow>(
      `SELECT ${CHARACTER_COLUMNS} FROM characters WHERE world_id = $1 AND owner_id = $2 ORDER BY ${CHARACTER_ORDER}`,
      [worldId, ownerId],
    );
    if (rows.length === 0) await requireOwnedWorld(this.pool, worldId, ownerId);
    return rows.map(toCharacter);
  }

  private async page(worldId: string, ownerId: string, page: PageRequest): Promise<Page<Character>> {
    const after = page.cursor === undefined ? null : decodeCursor(page.cursor, CharacterCursor);
    const { rows } = await this.pool.query<CharacterRow>(PAGE_SQL, [
      worldId,
      ownerId,
      ...(after ?? [null, null, null]),
      page.limit + 1,
    ]);
    if (rows.length === 0) await requireOwnedWorld(this.pool, worldId, ownerId);
    return toPage(rows, page, toCharacter, (row) => [row.story_role, row.name, row.id]);
  }
}
