import { Command } from '@nestjs/cqrs';
import type { Invite } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class RevokeInviteCommand extends Command<Invite> {
  constructor(
    readonly inviteId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
