import { Command } from '@nestjs/cqrs';
import type { Faction, UpdateFactionInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class UpdateFactionCommand extends Command<Faction> {
  constructor(
    readonly input: UpdateFactionInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
