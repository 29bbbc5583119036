import { Command } from '@nestjs/cqrs';
import type { EvaluateFactionRelationsInput, FactionStanceChangeView } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** The generator re-evaluates every stance in the light of what just happened; answers the stances that changed. */
export class EvaluateFactionRelationsCommand extends Command<FactionStanceChangeView[]> {
  constructor(
    readonly input: EvaluateFactionRelationsInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
