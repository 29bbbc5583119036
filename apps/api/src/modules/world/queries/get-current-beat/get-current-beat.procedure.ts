import { Uuid } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetCurrentBeatQuery } from './get-current-beat.query';

/** world.getCurrentBeat (worldId): the current beat, or null */
export const getCurrentBeatProcedure = authedProcedure
  .input(Uuid)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetCurrentBeatQuery(input, ctx.user.userId)));
