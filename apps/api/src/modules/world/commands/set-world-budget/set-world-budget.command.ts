import { Command } from '@nestjs/cqrs';
import type { SetWorldBudgetInput, WorldBudget } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** The owner's monthly generation budget for the world; null hands it back to the server's default. */
export class SetWorldBudgetCommand extends Command<WorldBudget> {
  constructor(
    readonly input: SetWorldBudgetInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
