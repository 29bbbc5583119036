import { Command } from '@nestjs/cqrs';
import type { Member, MemberInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** Answers with the members who remain. */
export class RemoveMemberCommand extends Command<Member[]> {
  constructor(
    readonly input: MemberInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
