import type { Queryable } from '../database';

/** Creates a session with its first refresh token, in one statement. */
export async function insertSession(
  db: Queryable,
  session: { id: string; userId: string; refreshTokenHash: Buffer },
): Promise<void> {
  await db.query(
    `WITH session AS (INSERT INTO auth_sessions (id, user_id) VALUES ($1, $2) RETURNING id)
     INSERT INTO auth_refresh_tokens (token_hash, session_id) SELECT $3, id FROM session`,
    [session.id, session.userId, session.refreshTokenHash],
  );
}

export interface RefreshTokenRecord {
  readonly id: string;
  readonly sessionId: string;
  readonly userId: string;
  readonly rotated: boolean;
}

/** Finds a refresh token and locks it until the transaction ends, so two refreshes with it run one after the other. */
export async function lockRefreshToken(db: Queryable, tokenHash: Buffer): Promise<RefreshTokenRecord | null> {
  const { rows } = await db.query<{ id: string; session_id: string; user_id: string; rotated: boolean }>(
    `SELECT token.id, token.session_id, session.user_id, token.rotated_at IS NOT NULL AS rotated
     FROM auth_refresh_tokens token JOIN auth_sessions session ON session.id = token.session_id
     WHERE token.token_hash = $1
     FOR UPDATE OF token`,
    [tokenHash],
  );
  const row = rows[0];
  return row ? { id: row.id, sessionId: row.session_id, userId: row.user_id, rotated: row.rotated } : null;
}

/** The email of the account a refresh token belongs to (rotated or not), without locking it: what the refresh limits count. */
export async function findRefreshTokenOwnerEmail(db: Queryable, tokenHash: Buffer): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT account.email
     FROM auth_refresh_tokens token
     JOIN auth_sessions session ON session.id = token.session_id
     JOIN auth_users account ON account.id = session.user_id
     WHERE token.token_hash = $1`,
    [tokenHash],
  );
  return rows[0]?.email ?? null;
}

/** Marks `parent` as used and issues its successor in the same session (family). */
export async function rotateRefreshToken(
  db: Queryable,
  parent: RefreshTokenRecord,
  successorHash: Buffer,
): Promise<void> {
  await db.query(
    `WITH used AS (UPDATE auth_refresh_tokens SET rotated_at = now() WHERE id = $1),
          touched AS (UPDATE auth_sessions SET refreshed_at = now() WHERE id = $2)
     INSERT INTO auth_refresh_tokens (token_hash, session_id, parent_id) VALUES ($3, $2, $1)`,
    [parent.id, parent.sessionId, successorHash],
  );
}

/** Ends one session; its refresh tokens go with it (ON DELETE CASCADE). */
export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`DELETE FROM auth_sessions WHERE id = $1`, [sessionId]);
}

/** Ends every session of the user, or every one but `keptSessionId`. */
export async function deleteUserSessions(db: Queryable, userId: string, keptSessionId?: string): Promise<void> {
  await db.query(`DELETE FROM auth_sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2`, [
    userId,
    keptSessionId ?? null,
  ]);
}

export async function isSessionActive(db: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(`SELECT 1 FROM auth_sessions WHERE id = $1 AND user_id = $2`, [
    sessionId,
    userId,
  ]);
  return rowCount === 1;
}
