import type { Invite, Member } from '@worldloom/contracts';
import type { Pool } from 'pg';

const MEMBER_SQL = `SELECT m.user_id, u.email, m.role, m.joined_at FROM world_members m LEFT JOIN auth_users u ON u.id::text = m.user_id`;

interface MemberRow {
  user_id: string;
  email: string | null;
  role: Member['role'];
  joined_at: Date;
}

const toMember = (row: MemberRow): Member => ({ ...row, joined_at: row.joined_at.toISOString() });

/** The owner first, then members in the order they joined. */
export async function membersOf(pool: Pool, worldId: string): Promise<Member[]> {
  const { rows } = await pool.query<MemberRow>(
    `${MEMBER_SQL} WHERE m.world_id = $1 ORDER BY m.role <> 'owner', m.joined_at, m.user_id`,
    [worldId],
  );
  return rows.map(toMember);
}

export async function memberOf(pool: Pool, worldId: string, userId: string): Promise<Member | null> {
  const { rows } = await pool.query<MemberRow>(`${MEMBER_SQL} WHERE m.world_id = $1 AND m.user_id = $2`, [worldId, userId]);
  return rows[0] ? toMember(rows[0]) : null;
}

interface InviteRow {
  id: string;
  role: Invite['role'];
  expires_at: Date | null;
  max_uses: number | null;
  uses: number;
  revoked_at: Date | null;
  created_at: Date;
}

const INVITE_COLUMNS = 'id, role, expires_at, max_uses, uses, revoked_at, created_at';

const toInvite = (row: InviteRow): Invite => ({
  id: row.id,
  role: row.role,
  expires_at: row.expires_at?.toISOString() ?? null,
  uses_left: row.max_uses === null ? null : Math.max(0, row.max_uses - row.uses),
  revoked: row.revoked_at !== null,
  created_at: row.created_at.toISOString(),
});

export async function invitesOf(pool: Pool, worldId: string): Promise<Invite[]> {
  const { rows } = await pool.query<InviteRow>(`SELECT ${INVITE_COLUMNS} FROM world_invites WHERE world_id = $1 ORDER BY created_at DESC, id`, [
    worldId,
  ]);
  return rows.map(toInvite);
}

export async function inviteById(pool: Pool, inviteId: string): Promise<(Invite & { world_id: string }) | null> {
  const { rows } = await pool.query<InviteRow & { world_id: string }>(`SELECT world_id, ${INVITE_COLUMNS} FROM world_invites WHERE id = $1`, [
    inviteId,
  ]);
  const row = rows[0];
  return row ? { ...toInvite(row), world_id: row.world_id } : null;
}

export async function inviteByTokenHash(pool: Pool, tokenHash: string): Promise<{ id: string; world_id: string } | null> {
  const { rows } = await pool.query<{ id: string; world_id: string }>('SELECT id, world_id FROM world_invites WHERE token_hash = $1', [tokenHash]);
  return rows[0] ?? null;
}
