import { Command } from '@nestjs/cqrs';
import type { JoinResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class JoinWorldCommand extends Command<JoinResult> {
  constructor(
    readonly token: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
