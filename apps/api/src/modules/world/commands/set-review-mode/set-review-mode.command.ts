import { Command } from '@nestjs/cqrs';
import type { SetReviewModeInput, WorldReview } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** Turns review mode on or off: with it on, progress drafts each beat for the author to review. */
export class SetReviewModeCommand extends Command<WorldReview> {
  constructor(
    readonly input: SetReviewModeInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
