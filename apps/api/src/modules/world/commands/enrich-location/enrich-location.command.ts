import { Command } from '@nestjs/cqrs';
import type { EnrichLocationWithAiInput, Location } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** The generator fills in a location's description and tags from what the world says about it; answers the location. */
export class EnrichLocationCommand extends Command<Location> {
  constructor(
    readonly input: EnrichLocationWithAiInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
