import { Command } from '@nestjs/cqrs';
import type { RevertBeatInput, RevertBeatResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** Undoes the arc's current beat with compensating events; the beat before it is current again. */
export class RevertBeatCommand extends Command<RevertBeatResult> {
  constructor(
    readonly input: RevertBeatInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
