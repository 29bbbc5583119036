import { GetWorldUsageInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetWorldUsageQuery } from './get-world-usage.query';

/** usage.getWorldUsage {worldId, startDate?, endDate?}: a world's calls, totals by model, and its budget this month */
export const getWorldUsageProcedure = authedProcedure
  .input(GetWorldUsageInput)
  .query(({ ctx, input: { worldId, ...period } }) => ctx.queryBus.execute(new GetWorldUsageQuery(worldId, ctx.user.userId, period)));
