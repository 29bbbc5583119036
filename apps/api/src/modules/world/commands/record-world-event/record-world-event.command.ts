import { Command } from '@nestjs/cqrs';
import type { RecordWorldEventInput, WorldEvent } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class RecordWorldEventCommand extends Command<WorldEvent> {
  constructor(
    readonly input: RecordWorldEventInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
