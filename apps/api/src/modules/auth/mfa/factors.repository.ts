import { isUniqueViolation, type Queryable } from '../database';

export type FactorStatus = 'unverified' | 'verified';

/** A TOTP factor as GoTrue lists it in `user.factors`. */
export interface Factor {
  readonly id: string;
  readonly friendlyName: string;
  readonly status: FactorStatus;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A factor with what verifying its codes needs; never leaves the mfa folder. */
export interface FactorSecret extends Factor {
  readonly secret: string;
  readonly lastUsedStep: number | null;
}

interface FactorRow {
  id: string;
  friendly_name: string | null;
  status: FactorStatus;
  secret: string;
  last_used_step: string | null;
  created_at: Date;
  updated_at: Date;
}

const FRIENDLY_NAME_UNIQUE = 'auth_mfa_factors_friendly_name';

function toFactorSecret(row: FactorRow): FactorSecret {
  return {
    id: row.id,
    friendlyName: row.friendly_name ?? '',
    status: row.status,
    secret: row.secret,
    lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toFactor({ secret: _secret, lastUsedStep: _step, ...factor }: FactorSecret): Factor {
  return factor;
}

export async function hasVerifiedFactor(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(`SELECT 1 FROM auth_mfa_factors WHERE user_id = $1 AND status = 'verified' LIMIT 1`, [
    userId,
  ]);
  return rowCount === 1;
}

export async function listFactors(db: Queryable, userId: string): Promise<Factor[]> {
  const { rows } = await db.query<FactorRow>(`SELECT * FROM auth_mfa_factors WHERE user_id = $1 ORDER BY created_at, id`, [
    userId,
  ]);
  return rows.map((row) => toFactor(toFactorSecret(row)));
}

/** Inserts an unverified TOTP factor, or returns null when the user already has one of that friendly name. */
export async function insertFactor(
  db: Queryable,
  factor: { id: string; userId: string; friendlyName: string; secret: string },
): Promise<Factor | null> {
  try {
    const { rows } = await db.query<FactorRow>(
      `INSERT INTO auth_mfa_factors (id, user_id, friendly_name, factor_type, secret, status)
       VALUES ($1, $2, $3, 'totp', $4, 'unverified') RETURNING *`,
      [factor.id, factor.userId, factor.friendlyName, factor.secret],
    );
    return toFactor(toFactorSecret(rows[0] as FactorRow));
  } catch (error) {
    if (isUniqueViolation(error, FRIENDLY_NAME_UNIQUE)) return null;
    throw error;
  }
}

export async function findFactor(db: Queryable, userId: string, factorId: string): Promise<FactorSecret | null> {
  const { rows } = await db.query<FactorRow>(`SELECT * FROM auth_mfa_factors WHERE id = $1 AND user_id = $2`, [
    factorId,
    userId,
  ]);
  return rows[0] ? toFactorSecret(rows[0]) : null;
}

export async function deleteFactor(db: Queryable, userId: string, factorId: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM auth_mfa_factors WHERE id = $1 AND user_id = $2`, [factorId, userId]);
  return rowCount === 1;
}

export async function insertChallenge(db: Queryable, challenge: { id: string; factorId: string }): Promise<Date> {
  const { rows } = await db.query<{ created_at: Date }>(
    `INSERT INTO auth_mfa_challenges (id, factor_id) VALUES ($1, $2) RETURNING created_at`,
    [challenge.id, challenge.factorId],
  );
  return (rows[0] as { created_at: Date }).created_at;
}

export async function findOpenChallenge(
  db: Queryable,
  factorId: string,
  challengeId: string,
): Promise<{ createdAt: Date } | null> {
  const { rows } = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM auth_mfa_challenges WHERE id = $1 AND factor_id = $2 AND verified_at IS NULL`,
    [challengeId, factorId],
  );
  return rows[0] ? { createdAt: rows[0].created_at } : null;
}

/**
 * Spends the challenge and the code's time step at once: false when either was spent already (a replayed code or
 * a concurrent verify), so one code proves the factor once. The factor becomes verified.
 */
export async function spendChallenge(db: Queryable, factorId: string, challengeId: string, step: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `WITH challenge AS (
       UPDATE auth_mfa_challenges SET verified_at = now() WHERE id = $2 AND factor_id = $1 AND verified_at IS NULL RETURNING id
     )
     UPDATE auth_mfa_factors SET status = 'verified', last_used_step = $3, updated_at = now()
     WHERE id = $1 AND (last_used_step IS NULL OR last_used_step < $3) AND EXISTS (SELECT 1 FROM challenge)`,
    [factorId, challengeId, step],
  );
  return rowCount === 1;
}
