import { Command } from '@nestjs/cqrs';
import type { CreatedInvite, InviteInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** The owner makes an invite link; the answer carries its token, which is never shown again. */
export class CreateInviteCommand extends Command<CreatedInvite> {
  constructor(
    readonly input: InviteInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
