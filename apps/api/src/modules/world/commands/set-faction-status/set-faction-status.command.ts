import { Command } from '@nestjs/cqrs';
import type { Faction, SetFactionStatusInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** A faction's new status with its reason, and the doctrine the generator rewrote for it: one decision; answers the faction. */
export class SetFactionStatusCommand extends Command<Faction> {
  constructor(
    readonly input: SetFactionStatusInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
