import type { CurrentMonthUsage } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetUsageSummaryQuery } from '../get-usage-summary/get-usage-summary.query';

/** usage.getCurrentMonth: the summary of this calendar month (UTC), named by its month */
export const getCurrentMonthUsageProcedure = authedProcedure.query(async ({ ctx }): Promise<CurrentMonthUsage> => {
  const { period: _month, ...summary } = await ctx.queryBus.execute(new GetUsageSummaryQuery(ctx.user.userId, 'month'));
  return { month: summary.to.slice(0, 7), ...summary };
});
