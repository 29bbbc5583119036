import { GetUsageSummaryInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetUsageSummaryQuery } from './get-usage-summary.query';

/** usage.getSummary {period: day|week|month|all}: totals of the period so far, by model and by world */
export const getUsageSummaryProcedure = authedProcedure
  .input(GetUsageSummaryInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetUsageSummaryQuery(ctx.user.userId, input.period)));
