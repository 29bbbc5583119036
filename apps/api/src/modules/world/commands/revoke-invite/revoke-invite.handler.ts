import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Invite } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { inviteById } from '../../queries/list-members/member-rows';
import { WorldCommandExecutor } from '../../world-command.executor';
import { RevokeInviteCommand } from './revoke-invite.command';

const inviteNotFound = () => DomainError.notFound('INVITE.NOT_FOUND', 'Invite not found');

/** The permission check has found the invite's world and its owner; the domain revokes. */
@CommandHandler(RevokeInviteCommand)
export class RevokeInviteHandler implements ICommandHandler<RevokeInviteCommand, Invite> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ inviteId, context }: RevokeInviteCommand): Promise<Invite> {
    const invite = await inviteById(this.pool, inviteId);
    if (!invite) throw inviteNotFound();
    await this.executor.execute(invite.world_id, (_state, metadata) => ({ type: 'RevokeInvite', data: { inviteId }, metadata }), context);
    const { world_id: _worldId, ...revoked } = (await inviteById(this.pool, inviteId)) ?? invite;
    return revoked;
  }
}
