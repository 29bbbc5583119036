import { Command } from '@nestjs/cqrs';
import type { Location, CreateLocationInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class CreateLocationCommand extends Command<Location> {
  constructor(
    readonly input: CreateLocationInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
