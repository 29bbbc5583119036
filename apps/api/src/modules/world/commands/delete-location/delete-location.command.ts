import { Command } from '@nestjs/cqrs';
import type { DeletedResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class DeleteLocationCommand extends Command<DeletedResult> {
  constructor(
    readonly id: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
