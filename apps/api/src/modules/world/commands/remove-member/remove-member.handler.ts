import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Member } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { membersOf } from '../../queries/list-members/member-rows';
import { WorldCommandExecutor } from '../../world-command.executor';
import { RemoveMemberCommand } from './remove-member.command';

/** The removed member loses access at once: the permission check reads the members read model, which the answer waits for. */
@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand, Member[]> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ input: { worldId, userId }, context }: RemoveMemberCommand): Promise<Member[]> {
    await this.executor.execute(worldId, (_state, metadata) => ({ type: 'RemoveMember', data: { userId }, metadata }), context);
    return membersOf(this.pool, worldId);
  }
}
