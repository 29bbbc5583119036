import { LocationHistoryInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetLocationHistoryQuery } from './get-location-history.query';

/** location.getHistory {locationId, limit?} */
export const getLocationHistoryProcedure = authedProcedure
  .input(LocationHistoryInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetLocationHistoryQuery(input.locationId, ctx.user.userId, input.limit)));
