import { GetUsageRecordsInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetUsageRecordsQuery } from './get-usage-records.query';

/** usage.getRecords {startDate?, endDate?, limit}: the user's generator calls, newest first */
export const getUsageRecordsProcedure = authedProcedure
  .input(GetUsageRecordsInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetUsageRecordsQuery(ctx.user.userId, input.startDate, input.endDate, input.limit)));
