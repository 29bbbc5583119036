import { isUniqueViolation, type Queryable } from '../database';
import type { AuthUser } from './auth-user';
import type { MetadataPatch } from './user-metadata';

interface UserRow {
  id: string;
  email: string;
  email_confirmed_at: Date | null;
  user_metadata: Record<string, unknown>;
  identity_id: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS =
  'id, email, email_confirmed_at, user_metadata, identity_id, last_sign_in_at, created_at, updated_at';

export const EMAIL_UNIQUE_CONSTRAINT = 'auth_users_email_unique';

function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    emailConfirmedAt: row.email_confirmed_at,
    userMetadata: row.user_metadata,
    identityId: row.identity_id,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface NewUser {
  readonly id: string;
  readonly identityId: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly userMetadata: Record<string, unknown>;
  /** A confirmed user is signed in at once, so the sign-in time is set too. */
  readonly confirmed: boolean;
}

/** Inserts the user, or returns null when the email is taken. */
export async function insertUser(db: Queryable, user: NewUser): Promise<AuthUser | null> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO auth_users (id, identity_id, email, password_hash, user_metadata, email_confirmed_at, last_sign_in_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::boolean THEN now() END, CASE WHEN $6::boolean THEN now() END)
     ON CONFLICT ON CONSTRAINT ${EMAIL_UNIQUE_CONSTRAINT} DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [user.id, user.identityId, user.email, user.passwordHash, user.userMetadata, user.confirmed],
  );
  return rows[0] ? toAuthUser(rows[0]) : null;
}

export async function findUserById(db: Queryable, userId: string): Promise<AuthUser | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM auth_users WHERE id = $1`, [userId]);
  return rows[0] ? toAuthUser(rows[0]) : null;
}

export async function findCredentialsByEmail(
  db: Queryable,
  email: string,
): Promise<{ user: AuthUser; passwordHash: string } | null> {
  const { rows } = await db.query<UserRow & { password_hash: string }>(
    `SELECT ${USER_COLUMNS}, password_hash FROM auth_users WHERE email = $1`,
    [email],
  );
  return rows[0] ? { user: toAuthUser(rows[0]), passwordHash: rows[0].password_hash } : null;
}

export async function findPasswordHash(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>(`SELECT password_hash FROM auth_users WHERE id = $1`, [
    userId,
  ]);
  return rows[0]?.password_hash ?? null;
}

export async function recordSignIn(db: Queryable, userId: string): Promise<AuthUser> {
  const { rows } = await db.query<UserRow>(
    `UPDATE auth_users SET last_sign_in_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [userId],
  );
  if (!rows[0]) throw new Error(`auth user ${userId} vanished while signing in`);
  return toAuthUser(rows[0]);
}

export interface UserChanges {
  readonly email?: string;
  readonly passwordHash?: string;
  readonly metadata?: MetadataPatch;
}

export type UpdateUserResult = { kind: 'updated'; user: AuthUser } | { kind: 'not_found' } | { kind: 'email_taken' };

/** Applies the changes in one statement, so a concurrent metadata update is merged, not lost. */
export async function updateUser(db: Queryable, userId: string, changes: UserChanges): Promise<UpdateUserResult> {
  try {
    const { rows } = await db.query<UserRow>(
      `UPDATE auth_users
       SET email = COALESCE($2, email),
           password_hash = COALESCE($3, password_hash),
           user_metadata = (user_metadata - $4::text[]) || $5::jsonb,
           updated_at = now()
       WHERE id = $1
       RETURNING ${USER_COLUMNS}`,
      [
        userId,
        changes.email ?? null,
        changes.passwordHash ?? null,
        changes.metadata?.removedKeys ?? [],
        changes.metadata?.assigned ?? {},
      ],
    );
    return rows[0] ? { kind: 'updated', user: toAuthUser(rows[0]) } : { kind: 'not_found' };
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_UNIQUE_CONSTRAINT)) return { kind: 'email_taken' };
    throw error;
  }
}

export async function findUserByEmail(db: Queryable, email: string): Promise<AuthUser | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM auth_users WHERE email = $1`, [email]);
  return rows[0] ? toAuthUser(rows[0]) : null;
}

/** A mailed link or code was used: the address is proven (confirmed, if it was not) and the user signs in. */
export async function confirmAndRecordSignIn(db: Queryable, userId: string): Promise<AuthUser | null> {
  const { rows } = await db.query<UserRow>(
    `UPDATE auth_users SET email_confirmed_at = COALESCE(email_confirmed_at, now()), last_sign_in_at = now()
     WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [userId],
  );
  return rows[0] ? toAuthUser(rows[0]) : null;
}
