import { CompleteArcInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { CompleteArcCommand } from './complete-arc.command';

/** world.completeArc {worldId, arcId}: the arc, completed with the generator's summary */
export const completeArcProcedure = authedProcedure
  .input(CompleteArcInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new CompleteArcCommand(input, ctx.requestContext)));
