import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Member } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { memberOf } from '../../queries/list-members/member-rows';
import { WorldCommandExecutor } from '../../world-command.executor';
import { SetMemberRoleCommand } from './set-member-role.command';

@CommandHandler(SetMemberRoleCommand)
export class SetMemberRoleHandler implements ICommandHandler<SetMemberRoleCommand, Member> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ input: { worldId, userId, role }, context }: SetMemberRoleCommand): Promise<Member> {
    await this.executor.execute(worldId, (_state, metadata) => ({ type: 'SetMemberRole', data: { userId, role }, metadata }), context);
    const member = await memberOf(this.pool, worldId, userId);
    if (!member) throw DomainError.notFound('MEMBER.NOT_FOUND', 'No such member in this world');
    return member;
  }
}
