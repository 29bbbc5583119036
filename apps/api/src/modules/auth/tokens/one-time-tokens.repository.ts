import type { Queryable } from '../database';

/** What a mailed token is for; a token proves only its own purpose. */
export type OneTimeTokenPurpose = 'confirmation' | 'recovery' | 'magiclink' | 'reauthentication';

export interface NewOneTimeToken {
  readonly userId: string;
  readonly purpose: OneTimeTokenPurpose;
  readonly tokenHash: Buffer;
  /** The hash of the code that works in place of the link, when the mail carries one. */
  readonly codeHash: Buffer | null;
  readonly ttlSeconds: number;
}

export interface SpentOneTimeToken {
  readonly userId: string;
  readonly purpose: OneTimeTokenPurpose;
}

/** Stores a token; the user's earlier unused tokens of the same purpose stop working, as GoTrue keeps one per kind. */
export async function replaceOneTimeToken(db: Queryable, token: NewOneTimeToken): Promise<void> {
  await db.query(
    `WITH superseded AS (DELETE FROM auth_one_time_tokens WHERE user_id = $1 AND purpose = $2)
     INSERT INTO auth_one_time_tokens (user_id, purpose, token_hash, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [token.userId, token.purpose, token.tokenHash, token.codeHash, token.ttlSeconds],
  );
}

/** Spends the unexpired, unused token of one of `purposes` with this hash, in one statement: a second use finds nothing. */
export async function spendTokenByHash(
  db: Queryable,
  tokenHash: Buffer,
  purposes: readonly OneTimeTokenPurpose[],
): Promise<SpentOneTimeToken | null> {
  const { rows } = await db.query<{ user_id: string; purpose: OneTimeTokenPurpose }>(
    `UPDATE auth_one_time_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = ANY($2) AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, purpose`,
    [tokenHash, purposes],
  );
  return rows[0] ? { userId: rows[0].user_id, purpose: rows[0].purpose } : null;
}

/** As spendTokenByHash, by the user's code instead of the link's token. */
export async function spendTokenByCode(
  db: Queryable,
  userId: string,
  codeHash: Buffer,
  purposes: readonly OneTimeTokenPurpose[],
): Promise<SpentOneTimeToken | null> {
  const { rows } = await db.query<{ user_id: string; purpose: OneTimeTokenPurpose }>(
    `UPDATE auth_one_time_tokens SET used_at = now()
     WHERE id = (
       SELECT id FROM auth_one_time_tokens
       WHERE user_id = $1 AND code_hash = $2 AND purpose = ANY($3) AND used_at IS NULL AND expires_at > now()
       ORDER BY id DESC LIMIT 1 FOR UPDATE
     ) AND used_at IS NULL
     RETURNING user_id, purpose`,
    [userId, codeHash, purposes],
  );
  return rows[0] ? { userId: rows[0].user_id, purpose: rows[0].purpose } : null;
}
