import { Command } from '@nestjs/cqrs';
import type { BeatDraft, DraftInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** A new draft of the same beat from the generator, told what the author turned down; the old one stays in the history. */
export class RegenerateBeatDraftCommand extends Command<BeatDraft> {
  constructor(
    readonly input: DraftInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
