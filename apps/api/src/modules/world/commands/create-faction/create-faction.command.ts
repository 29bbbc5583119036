import { Command } from '@nestjs/cqrs';
import type { Faction, CreateFactionInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class CreateFactionCommand extends Command<Faction> {
  constructor(
    readonly input: CreateFactionInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
