import { worldNotFound } from '@worldloom/domain';
import type { Pool } from 'pg';

/** Throws WORLD.NOT_FOUND unless `ownerId` owns the world: another user's world is NOT_FOUND, never FORBIDDEN. */
export async function requireOwnedWorld(pool: Pool, worldId: string, ownerId: string): Promise<void> {
  const { rowCount } = await pool.query('SELECT 1 FROM worlds WHERE id = $1 AND owner_id = $2', [worldId, ownerId]);
  if (rowCount === 0) throw worldNotFound();
}
