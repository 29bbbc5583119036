import { UpdateLocationInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { UpdateLocationCommand } from './update-location.command';

/** location.update */
export const updateLocationProcedure = authedProcedure
  .input(UpdateLocationInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new UpdateLocationCommand(input, ctx.requestContext)));
