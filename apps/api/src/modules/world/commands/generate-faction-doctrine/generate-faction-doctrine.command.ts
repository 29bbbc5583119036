import { Command } from '@nestjs/cqrs';
import type { Faction } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** The generator rewrites a faction's ideology and tags for the fortune it has; answers the faction. */
export class GenerateFactionDoctrineCommand extends Command<Faction> {
  constructor(
    readonly factionId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
