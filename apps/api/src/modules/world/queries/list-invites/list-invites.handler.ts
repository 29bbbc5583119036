import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Invite } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { invitesOf } from '../list-members/member-rows';
import { ListInvitesQuery } from './list-invites.query';

@QueryHandler(ListInvitesQuery)
export class ListInvitesHandler implements IQueryHandler<ListInvitesQuery, Invite[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ worldId }: ListInvitesQuery): Promise<Invite[]> {
    return invitesOf(this.pool, worldId);
  }
}
