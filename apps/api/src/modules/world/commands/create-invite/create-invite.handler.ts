import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedInvite } from '@worldloom/contracts';
import { APP_CONFIG, type PlatformConfig } from '#platform/config/config';
import { WorldCommandExecutor } from '../../world-command.executor';
import { CreateInviteCommand } from './create-invite.command';
import { inviteTokenHash, newInviteToken } from './invite-token';

const DAY_MS = 24 * 60 * 60 * 1000;

@CommandHandler(CreateInviteCommand)
export class CreateInviteHandler implements ICommandHandler<CreateInviteCommand, CreatedInvite> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async execute({ input, context }: CreateInviteCommand): Promise<CreatedInvite> {
    const token = newInviteToken();
    const inviteId = randomUUID();
    let expiresAt: string | null = null;
    await this.executor.execute(
      input.worldId,
      (_state, metadata) => {
        expiresAt = input.expires_in_days === undefined ? null : new Date(Date.parse(metadata.now) + input.expires_in_days * DAY_MS).toISOString();
        const data = { inviteId, role: input.role, tokenHash: inviteTokenHash(token), expiresAt, maxUses: input.max_uses ?? null };
        return { type: 'CreateInvite', data, metadata };
      },
      context,
    );
    const origin = this.config.PUBLIC_URL ?? `http://localhost:${this.config.PORT}`;
    const url = new URL(`/app/join/${token}`, origin).toString();
    return { id: inviteId, token, url, role: input.role, expires_at: expiresAt, uses_left: input.max_uses ?? null };
  }
}
