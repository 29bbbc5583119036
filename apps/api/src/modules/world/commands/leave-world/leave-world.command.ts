import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '#platform/commands/request-context';

export class LeaveWorldCommand extends Command<{ worldId: string }> {
  constructor(
    readonly worldId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
