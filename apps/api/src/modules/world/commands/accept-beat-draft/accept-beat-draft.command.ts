import { Command } from '@nestjs/cqrs';
import type { Beat, DraftInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** The waiting draft happens: the beat and its consequences land in one append, as progress without review appends them. */
export class AcceptBeatDraftCommand extends Command<Beat> {
  constructor(
    readonly input: DraftInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
