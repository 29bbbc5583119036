import { Command } from '@nestjs/cqrs';
import type { Beat, ProgressArcInput } from '@worldloom/contracts';
import type { RequestContext } from '../../../../platform/commands/request-context';

/** Answers the new current beat, or null when the arc is (now) complete — the spec's falsy result. */
export class ProgressArcCommand extends Command<Beat | null> {
  constructor(
    readonly input: ProgressArcInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
