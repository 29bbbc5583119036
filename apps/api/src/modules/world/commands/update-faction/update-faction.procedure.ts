import { UpdateFactionInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { UpdateFactionCommand } from './update-faction.command';

/** faction.update */
export const updateFactionProcedure = authedProcedure
  .input(UpdateFactionInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new UpdateFactionCommand(input, ctx.requestContext)));
