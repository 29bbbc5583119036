import { WorldIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetAutoAdvanceQuery } from './get-auto-advance.query';

/** world.getAutoAdvance (worldId) → { enabled }: whether the arc advances by itself once every player has acted */
export const getAutoAdvanceProcedure = authedProcedure
  .input(WorldIdInput.shape.worldId)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetAutoAdvanceQuery(input)));
