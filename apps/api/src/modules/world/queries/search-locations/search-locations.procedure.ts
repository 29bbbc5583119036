import { LIST_LIMIT_MAX, LocationSearchInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { SearchLocationsQuery } from './search-locations.query';

/** location.search {worldId, query, tags?}: the matching locations by name, at most LIST_LIMIT_MAX. */
export const searchLocationsProcedure = authedProcedure.input(LocationSearchInput).query(async ({ ctx, input }) => {
  const { items } = await ctx.queryBus.execute(new SearchLocationsQuery({ ...input, limit: LIST_LIMIT_MAX }, ctx.user.userId));
  return items;
});
