import { CreateLocationInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { CreateLocationCommand } from './create-location.command';

/** location.create */
export const createLocationProcedure = authedProcedure
  .input(CreateLocationInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateLocationCommand(input, ctx.requestContext)));
