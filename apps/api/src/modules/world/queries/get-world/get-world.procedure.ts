import { Uuid } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetWorldQuery } from './get-world.query';

/** world.get (worldId) */
export const getWorldProcedure = authedProcedure
  .input(Uuid)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetWorldQuery(input, ctx.user.userId)));
