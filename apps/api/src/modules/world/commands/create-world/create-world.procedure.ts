import { CreateWorldInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { CreateWorldCommand } from './create-world.command';

/** world.create (SPEC.md §7) */
export const createWorldProcedure = authedProcedure
  .input(CreateWorldInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateWorldCommand(input, ctx.requestContext)));
