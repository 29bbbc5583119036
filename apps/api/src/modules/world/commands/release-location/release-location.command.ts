import { Command } from '@nestjs/cqrs';
import type { Faction, ReleaseLocationInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** A faction lets a location it holds go; answers the faction. */
export class ReleaseLocationCommand extends Command<Faction> {
  constructor(
    readonly input: ReleaseLocationInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
