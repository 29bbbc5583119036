import { Command } from '@nestjs/cqrs';
import type { ClaimLocationInput, Faction } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** A faction takes a location, by conquest or by treaty, from its former master if it had one; answers the faction. */
export class ClaimLocationCommand extends Command<Faction> {
  constructor(
    readonly input: ClaimLocationInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
