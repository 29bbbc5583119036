import { DomainError } from '@worldloom/domain';
import type { Pool } from 'pg';
import { z } from 'zod';

/** The per-user cap on worlds; app.config.ts joins it with the other variables. */
export const WorldCapEnv = z.object({
  MAX_WORLDS_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(200),
});

export type WorldCapConfig = z.infer<typeof WorldCapEnv>;

/**
 * Refuses a new world once the user owns `cap` of them (forks and imports count: they are worlds). Read from the
 * worlds read model, so two creations racing at the cap may both pass it: a bound on abuse, not an exact quota.
 */
export async function assertUnderWorldCap(pool: Pool, userId: string, cap: number): Promise<void> {
  const { rows } = await pool.query<{ owned: number }>('SELECT count(*)::int AS owned FROM worlds WHERE owner_id = $1', [userId]);
  const owned = rows[0]?.owned ?? 0;
  if (owned >= cap) {
    throw DomainError.conflict(
      'WORLD.LIMIT_REACHED',
      `You have ${owned} worlds, the most one account may have (${cap}): no more can be created.`,
    );
  }
}
