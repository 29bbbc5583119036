import type { JWK } from 'jose';
import type { Queryable } from '../database';

export interface StoredSigningKey {
  readonly kid: string;
  readonly algorithm: string;
  readonly publicJwk: JWK;
  readonly privateJwk: JWK;
  readonly isCurrent: boolean;
}

interface SigningKeyRow {
  kid: string;
  algorithm: string;
  public_jwk: JWK;
  private_jwk: JWK;
  is_current: boolean;
}

/** Every key, the current one first; older keys stay so tokens they signed still verify. */
export async function listSigningKeys(db: Queryable): Promise<StoredSigningKey[]> {
  const { rows } = await db.query<SigningKeyRow>(
    `SELECT kid, algorithm, public_jwk, private_jwk, is_current FROM auth_signing_keys
     ORDER BY is_current DESC, created_at DESC`,
  );
  return rows.map((row) => ({
    kid: row.kid,
    algorithm: row.algorithm,
    publicJwk: row.public_jwk,
    privateJwk: row.private_jwk,
    isCurrent: row.is_current,
  }));
}

/** Stores `key` as the current key unless another instance got there first (then it is dropped). */
export async function insertCurrentKeyIfNone(db: Queryable, key: Omit<StoredSigningKey, 'isCurrent'>): Promise<void> {
  await db.query(
    `INSERT INTO auth_signing_keys (kid, algorithm, public_jwk, private_jwk, is_current)
     VALUES ($1, $2, $3, $4, true)
     ON CONFLICT DO NOTHING`,
    [key.kid, key.algorithm, key.publicJwk, key.privateJwk],
  );
}
