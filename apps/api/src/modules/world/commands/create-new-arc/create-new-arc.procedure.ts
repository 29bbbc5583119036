import { CreateArcInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { CreateNewArcCommand } from './create-new-arc.command';

/** world.createNewArc (SPEC.md §7) */
export const createNewArcProcedure = authedProcedure
  .input(CreateArcInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateNewArcCommand(input, ctx.requestContext)));
