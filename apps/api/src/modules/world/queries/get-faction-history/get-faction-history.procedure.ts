import { FactionHistoryInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetFactionHistoryQuery } from './get-faction-history.query';

/** faction.getHistory {id, limit?} */
export const getFactionHistoryProcedure = authedProcedure
  .input(FactionHistoryInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetFactionHistoryQuery(input.id, ctx.user.userId, input.limit)));
