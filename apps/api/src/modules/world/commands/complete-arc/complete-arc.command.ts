import { Command } from '@nestjs/cqrs';
import type { Arc, CompleteArcInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** Ends an active arc now, wherever it stands, with the generator's summary; answers the arc. */
export class CompleteArcCommand extends Command<Arc> {
  constructor(
    readonly input: CompleteArcInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
