import { WorldEventsInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetWorldEventsQuery } from './get-world-events.query';

/** world.getEvents {worldId, filters: {eventType?, impactLevel?, limit?}}: newest first */
export const getWorldEventsProcedure = authedProcedure
  .input(WorldEventsInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetWorldEventsQuery(input.worldId, ctx.user.userId, input.filters)));
