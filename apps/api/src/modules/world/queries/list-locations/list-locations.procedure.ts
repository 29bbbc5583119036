import { WorldIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { ListLocationsQuery } from './list-locations.query';

/** location.list (SPEC.md §7) */
export const listLocationsProcedure = authedProcedure
  .input(WorldIdInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new ListLocationsQuery(input.worldId, ctx.user.userId)));
