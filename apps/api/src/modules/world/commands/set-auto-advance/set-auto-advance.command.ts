import { Command } from '@nestjs/cqrs';
import type { AutoAdvance, AutoAdvanceInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** Off by default: with it on, the arc advances by itself once every player has acted since the last beat. */
export class SetAutoAdvanceCommand extends Command<AutoAdvance> {
  constructor(
    readonly input: AutoAdvanceInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
