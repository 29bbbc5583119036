import { Command } from '@nestjs/cqrs';
import type { DiscardDraftResponse, DraftInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** Throws the waiting draft away; nothing in the world changed, and the arc may progress again. */
export class DiscardBeatDraftCommand extends Command<DiscardDraftResponse> {
  constructor(
    readonly input: DraftInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
