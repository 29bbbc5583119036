import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Member } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { membersOf } from './member-rows';
import { ListMembersQuery } from './list-members.query';

@QueryHandler(ListMembersQuery)
export class ListMembersHandler implements IQueryHandler<ListMembersQuery, Member[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ worldId }: ListMembersQuery): Promise<Member[]> {
    return membersOf(this.pool, worldId);
  }
}
