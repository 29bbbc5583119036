import type { ApiKey } from '@worldloom/contracts';
import type { Pool } from 'pg';

interface ApiKeyRow {
  id: string;
  name: string;
  key_prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  is_active: boolean;
}

const ACTIVE = '(revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()))';

const API_KEY_COLUMNS = `id, name, key_prefix, created_at, last_used_at, expires_at, ${ACTIVE} AS is_active`;

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    key_prefix: row.key_prefix,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    is_active: row.is_active,
  };
}

export interface NewApiKey {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly prefix: string;
  readonly hash: Buffer;
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
}

export async function insertApiKey(pool: Pool, key: NewApiKey): Promise<void> {
  await pool.query(
    `INSERT INTO api_keys (id, user_id, name, key_prefix, key_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [key.id, key.userId, key.name, key.prefix, key.hash, key.createdAt, key.expiresAt],
  );
}

/** How many of the user's keys are active (neither revoked nor expired). */
export async function countActiveApiKeys(pool: Pool, userId: string): Promise<number> {
  const { rows } = await pool.query<{ active: number }>(`SELECT count(*)::int AS active FROM api_keys WHERE user_id = $1 AND ${ACTIVE}`, [userId]);
  return rows[0]?.active ?? 0;
}

/** The user's keys, newest first. */
export async function listApiKeys(pool: Pool, userId: string): Promise<ApiKey[]> {
  const { rows } = await pool.query<ApiKeyRow>(
    `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE user_id = $1 ORDER BY created_at DESC, id`,
    [userId],
  );
  return rows.map(toApiKey);
}

/** Revokes the user's key if it is active; null when it is missing, another user's or not active. */
export async function revokeActiveApiKey(pool: Pool, keyId: string, userId: string): Promise<ApiKey | null> {
  const { rows } = await pool.query<ApiKeyRow>(
    `UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND ${ACTIVE} RETURNING ${API_KEY_COLUMNS}`,
    [keyId, userId],
  );
  return rows[0] ? toApiKey(rows[0]) : null;
}

/** Renames the user's key if it is active; null when it is missing, another user's or not active. */
export async function renameActiveApiKey(pool: Pool, keyId: string, userId: string, name: string): Promise<ApiKey | null> {
  const { rows } = await pool.query<ApiKeyRow>(
    `UPDATE api_keys SET name = $3 WHERE id = $1 AND user_id = $2 AND ${ACTIVE} RETURNING ${API_KEY_COLUMNS}`,
    [keyId, userId, name],
  );
  return rows[0] ? toApiKey(rows[0]) : null;
}

export type InactiveReason = 'revoked' | 'expired';

/** Why a key of the user's is not active, or null when the user has no such key. */
export async function inactiveReason(pool: Pool, keyId: string, userId: string): Promise<InactiveReason | null> {
  const { rows } = await pool.query<{ revoked: boolean }>(
    'SELECT revoked_at IS NOT NULL AS revoked FROM api_keys WHERE id = $1 AND user_id = $2',
    [keyId, userId],
  );
  if (!rows[0]) return null;
  return rows[0].revoked ? 'revoked' : 'expired';
}

export interface StoredApiKey {
  readonly keyId: string;
  readonly userId: string;
  readonly expiresAt: Date | null;
  readonly revoked: boolean;
}

export async function findApiKeyByHash(pool: Pool, hash: Buffer): Promise<StoredApiKey | null> {
  const { rows } = await pool.query<{ id: string; user_id: string; expires_at: Date | null; revoked: boolean }>(
    'SELECT id, user_id, expires_at, revoked_at IS NOT NULL AS revoked FROM api_keys WHERE key_hash = $1',
    [hash],
  );
  const row = rows[0];
  return row ? { keyId: row.id, userId: row.user_id, expiresAt: row.expires_at, revoked: row.revoked } : null;
}

/** Stamps last use unless it was stamped less than `resolutionSeconds` ago (by this or another instance). */
export async function touchApiKey(pool: Pool, keyId: string, resolutionSeconds: number): Promise<void> {
  await pool.query(
    `UPDATE api_keys SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))`,
    [keyId, resolutionSeconds],
  );
}
