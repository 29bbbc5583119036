import { Command } from '@nestjs/cqrs';
import type { Arc, CreateArcInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class CreateNewArcCommand extends Command<Arc> {
  constructor(
    readonly input: CreateArcInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
