import { Command } from '@nestjs/cqrs';
import type { BeatDraft, DraftInput, ProposedBeat } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** The author's version of the waiting draft: changes dropped or altered, its text rewritten; the domain judges it. */
export class EditBeatDraftCommand extends Command<BeatDraft> {
  constructor(
    readonly input: DraftInput & { readonly beat: ProposedBeat },
    readonly context: RequestContext,
  ) {
    super();
  }
}
