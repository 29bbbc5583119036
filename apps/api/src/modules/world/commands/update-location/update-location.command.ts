import { Command } from '@nestjs/cqrs';
import type { Location, UpdateLocationInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class UpdateLocationCommand extends Command<Location> {
  constructor(
    readonly input: UpdateLocationInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
