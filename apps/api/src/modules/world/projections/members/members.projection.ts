import type { WorldDomainEvent } from '@worldloom/domain';
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import type { Projection } from '#platform/projections/projection';
import { toWorldDomainEvent, worldIdOf } from '../world-domain-event';

const MEMBER_EVENT_TYPES = [
  'WorldCreated',
  'InviteCreated',
  'InviteRevoked',
  'MemberJoined',
  'MemberRoleChanged',
  'MemberRemoved',
  'MemberLeft',
  'PlayerCharacterBound',
] as const satisfies readonly WorldDomainEvent['type'][];

/**
 * `world_members`: who may see each world and with which role (the permission check reads it on every call);
 * `world_invites`: the invite links, found by their token's hash.
 */
export const membersProjection: Projection = {
  name: 'members',
  version: 1,
  canHandle: MEMBER_EVENT_TYPES,
  apply: (event, tx) => applyMemberEvent(event, tx),
  async reset(tx: PoolClient): Promise<void> {
    await tx.query('TRUNCATE world_members, world_invites');
  },
};

async function applyMemberEvent(recorded: RecordedEvent, tx: PoolClient): Promise<void> {
  const event = toWorldDomainEvent(recorded);
  const worldId = worldIdOf(recorded);
  switch (event.type) {
    case 'WorldCreated':
      await tx.query(
        `INSERT INTO world_members (world_id, user_id, role, joined_at) VALUES ($1, $2, 'owner', $3) ON CONFLICT DO NOTHING`,
        [worldId, event.data.ownerId, event.data.createdAt],
      );
      return;
    case 'InviteCreated': {
      const { inviteId, role, tokenHash, expiresAt, maxUses, createdAt } = event.data;
      await tx.query(
        `INSERT INTO world_invites (id, world_id, token_hash, role, expires_at, max_uses, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [inviteId, worldId, tokenHash, role, expiresAt, maxUses, createdAt],
      );
      return;
    }
    case 'InviteRevoked':
      await tx.query('UPDATE world_invites SET revoked_at = $2 WHERE id = $1', [event.data.inviteId, event.data.revokedAt]);
      return;
    case 'MemberJoined':
      await tx.query(
        `INSERT INTO world_members (world_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (world_id, user_id) DO UPDATE SET role = excluded.role, joined_at = excluded.joined_at, character_id = NULL`,
        [worldId, event.data.userId, event.data.role, event.data.joinedAt],
      );
      await tx.query('UPDATE world_invites SET uses = uses + 1 WHERE id = $1', [event.data.inviteId]);
      return;
    case 'MemberRoleChanged':
      await tx.query('UPDATE world_members SET role = $3 WHERE world_id = $1 AND user_id = $2', [worldId, event.data.userId, event.data.role]);
      return;
    case 'MemberRemoved':
    case 'MemberLeft':
      await tx.query('DELETE FROM world_members WHERE world_id = $1 AND user_id = $2', [worldId, event.data.userId]);
      return;
    case 'PlayerCharacterBound':
      await tx.query('UPDATE world_members SET character_id = $3 WHERE world_id = $1 AND user_id = $2', [
        worldId,
        event.data.userId,
        event.data.characterId,
      ]);
      return;
    default:
      return;
  }
}
