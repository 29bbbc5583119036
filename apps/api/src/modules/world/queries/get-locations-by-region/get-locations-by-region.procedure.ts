import { LocationsByRegionInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetLocationsByRegionQuery } from './get-locations-by-region.query';

/** location.getByRegion {regionId} */
export const getLocationsByRegionProcedure = authedProcedure
  .input(LocationsByRegionInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetLocationsByRegionQuery(input.regionId, ctx.user.userId)));
