import type { Queryable } from '../database';
import type { AssuranceLevel, AuthenticationMethod } from '../tokens/access-token';

/** How a session was authenticated: what its access tokens say in `aal` and `amr`. */
export interface SessionAssurance {
  readonly aal: AssuranceLevel;
  readonly amr: readonly AuthenticationMethod[];
}

/** Creates a session with its first refresh token, in one statement. */
export async function insertSession(
  db: Queryable,
  session: { id: string; userId: string; refreshTokenHash: Buffer } & SessionAssurance,
): Promise<void> {
  await db.query(
    `WITH session AS (INSERT INTO auth_sessions (id, user_id, aal, amr) VALUES ($1, $2, $4, $5) RETURNING id)
     INSERT INTO auth_refresh_tokens (token_hash, session_id) SELECT $3, id FROM session`,
    [session.id, session.userId, session.refreshTokenHash, session.aal, JSON.stringify(session.amr)],
  );
}

/**
 * Raises a session to aal2 after a verified second factor, records the method, and gives it a fresh refresh
 * token (the earlier ones are marked used: they stood for the weaker session). Null when the session has ended.
 */
export async function upgradeSession(
  db: Queryable,
  sessionId: string,
  method: AuthenticationMethod,
  refreshTokenHash: Buffer,
): Promise<SessionAssurance | null> {
  const { rows } = await db.query<{ aal: AssuranceLevel; amr: AuthenticationMethod[] }>(
    `UPDATE auth_sessions SET aal = 'aal2', amr = amr || $2::jsonb, refreshed_at = now() WHERE id = $1
     RETURNING aal, amr`,
    [sessionId, JSON.stringify([method])],
  );
  if (!rows[0]) return null;
  await db.query(`UPDATE auth_refresh_tokens SET rotated_at = now() WHERE session_id = $1 AND rotated_at IS NULL`, [
    sessionId,
  ]);
  await db.query(`INSERT INTO auth_refresh_tokens (token_hash, session_id) VALUES ($1, $2)`, [
    refreshTokenHash,
    sessionId,
  ]);
  return { aal: rows[0].aal, amr: rows[0].amr };
}

export interface RefreshTokenRecord extends SessionAssurance {
  readonly id: string;
  readonly sessionId: string;
  readonly userId: string;
  readonly rotated: boolean;
}

/** Finds a refresh token and locks it until the transaction ends, so two refreshes with it run one after the other. */
export async function lockRefreshToken(db: Queryable, tokenHash: Buffer): Promise<RefreshTokenRecord | null> {
  const { rows } = await db.query<{
    id: string;
    session_id: string;
    user_id: string;
    rotated: boolean;
    aal: AssuranceLevel;
    amr: AuthenticationMethod[];
  }>(
    `SELECT token.id, token.session_id, session.user_id, token.rotated_at IS NOT NULL AS rotated, session.aal, session.amr
     FROM auth_refresh_tokens token JOIN auth_sessions session ON session.id = token.session_id
     WHERE token.token_hash = $1
     FOR UPDATE OF token`,
    [tokenHash],
  );
  const row = rows[0];
  return row
    ? { id: row.id, sessionId: row.session_id, userId: row.user_id, rotated: row.rotated, aal: row.aal, amr: row.amr }
    : null;
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
