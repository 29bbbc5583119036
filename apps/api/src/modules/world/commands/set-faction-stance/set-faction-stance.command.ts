import { Command } from '@nestjs/cqrs';
import type { FactionStanceView, SetFactionStanceInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** How one faction stands toward another from now on, and why; answers that stance. */
export class SetFactionStanceCommand extends Command<FactionStanceView> {
  constructor(
    readonly input: SetFactionStanceInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
