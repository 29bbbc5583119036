import { Command } from '@nestjs/cqrs';
import type { CreateWorldInput, World } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class CreateWorldCommand extends Command<World> {
  constructor(
    readonly input: CreateWorldInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
