import { Command } from '@nestjs/cqrs';
import type { Member, SetRoleInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class SetMemberRoleCommand extends Command<Member> {
  constructor(
    readonly input: SetRoleInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
