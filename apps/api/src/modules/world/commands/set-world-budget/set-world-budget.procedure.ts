import { SetWorldBudgetInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { SetWorldBudgetCommand } from './set-world-budget.command';

/** world.setBudget {worldId, monthlyBudgetUsd}: the budget that now applies and what this month has spent of it */
export const setBudgetProcedure = authedProcedure
  .input(SetWorldBudgetInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new SetWorldBudgetCommand(input, ctx.requestContext)));
