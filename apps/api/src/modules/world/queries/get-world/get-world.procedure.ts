import { Uuid } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetWorldQuery } from './get-world.query';

/** world.get (worldId): the world, with the caller's role in it */
export const getWorldProcedure = authedProcedure
  .input(Uuid)
  .query(({ ctx, input }) =>
    ctx.queryBus.execute(new GetWorldQuery(input, ctx.user.userId, ctx.requestContext.actingUserId ?? ctx.requestContext.userId)),
  );
