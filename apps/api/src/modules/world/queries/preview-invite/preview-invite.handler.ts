import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { InvitePreview } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { inviteTokenHash } from '../../commands/create-invite/invite-token';
import { PreviewInviteQuery } from './preview-invite.query';

/**
 * Anyone holding the token may see the world's name and the role: the link is the invitation. Whether the
 * invite still lets them in (revoked, expired, used up, already a member) is the domain's answer to joining.
 */
@QueryHandler(PreviewInviteQuery)
export class PreviewInviteHandler implements IQueryHandler<PreviewInviteQuery, InvitePreview> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ token }: PreviewInviteQuery): Promise<InvitePreview> {
    const { rows } = await this.pool.query<{ world_id: string; name: string; role: InvitePreview['role'] }>(
      'SELECT i.world_id, w.name, i.role FROM world_invites i JOIN worlds w ON w.id = i.world_id WHERE i.token_hash = $1',
      [inviteTokenHash(token)],
    );
    const row = rows[0];
    if (!row) throw DomainError.notFound('INVITE.NOT_FOUND', 'Invite not found');
    return { worldId: row.world_id, worldName: row.name, role: row.role };
  }
}
