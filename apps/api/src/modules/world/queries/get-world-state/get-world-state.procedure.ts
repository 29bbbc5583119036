import { WorldIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetWorldStateQuery } from './get-world-state.query';

/** world.getWorldState (SPEC.md §7) */
export const getWorldStateProcedure = authedProcedure
  .input(WorldIdInput)
  .query(({ ctx, input }) =>
    ctx.queryBus.execute(new GetWorldStateQuery(input.worldId, ctx.user.userId, ctx.requestContext.actingUserId ?? ctx.requestContext.userId)),
  );
