import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { WorldRole, WorldScope } from '@worldloom/contracts';
import { Pool } from 'pg';
import { ResolveWorldAccessQuery, type WorldMembership } from '#platform/access/world-access.query';
import { PG_POOL } from '#platform/database/database.module';

/** Where each kind of thing a call may name keeps its world. */
const WORLD_OF: Record<Exclude<WorldScope, 'world'>, string> = {
  location: 'SELECT world_id FROM locations WHERE id = $1',
  faction: 'SELECT world_id FROM factions WHERE id = $1',
  character: 'SELECT world_id FROM characters WHERE id = $1',
  arc: 'SELECT world_id FROM arcs WHERE id = $1',
  beat: 'SELECT world_id FROM beats WHERE id = $1',
  invite: 'SELECT world_id FROM world_invites WHERE id = $1',
};

/** Answers the permission check of both faces from the members read model. */
@QueryHandler(ResolveWorldAccessQuery)
export class ResolveWorldAccessHandler implements IQueryHandler<ResolveWorldAccessQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ scope, id, userId }: ResolveWorldAccessQuery): Promise<{ worldId: string | null; membership: WorldMembership | null }> {
    const worldId = await this.worldOf(scope, id);
    if (worldId === null) return { worldId, membership: null };
    const { rows } = await this.pool.query<{ role: WorldRole; owner_id: string }>(
      `SELECT m.role, w.owner_id FROM world_members m JOIN worlds w ON w.id = m.world_id WHERE m.world_id = $1 AND m.user_id = $2`,
      [worldId, userId],
    );
    const row = rows[0];
    return { worldId, membership: row ? { worldId, role: row.role, ownerId: row.owner_id } : null };
  }

  private async worldOf(scope: WorldScope, id: string): Promise<string | null> {
    if (scope === 'world') {
      const { rowCount } = await this.pool.query('SELECT 1 FROM worlds WHERE id = $1', [id]);
      return rowCount === 0 ? null : id;
    }
    const { rows } = await this.pool.query<{ world_id: string }>(WORLD_OF[scope], [id]);
    return rows[0]?.world_id ?? null;
  }
}
