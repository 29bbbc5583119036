import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JoinResult } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { inviteByTokenHash } from '../../queries/list-members/member-rows';
import { WorldCommandExecutor } from '../../world-command.executor';
import { inviteTokenHash } from '../create-invite/invite-token';
import { JoinWorldCommand } from './join-world.command';

/** Finds the invite by its token's hash; the domain decides whether it still lets the caller in. */
@CommandHandler(JoinWorldCommand)
export class JoinWorldHandler implements ICommandHandler<JoinWorldCommand, JoinResult> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ token, context }: JoinWorldCommand): Promise<JoinResult> {
    const invite = await inviteByTokenHash(this.pool, inviteTokenHash(token));
    if (!invite) throw DomainError.notFound('INVITE.NOT_FOUND', 'Invite not found');
    const { events } = await this.executor.execute(
      invite.world_id,
      (_state, metadata) => ({ type: 'JoinWorld', data: { inviteId: invite.id }, metadata }),
      context,
    );
    const joined = events.find((event) => event.type === 'MemberJoined');
    if (joined?.type !== 'MemberJoined') throw new Error('JoinWorld decided no MemberJoined');
    return { worldId: invite.world_id, role: joined.data.role };
  }
}
