import { CreateFactionInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { CreateFactionCommand } from './create-faction.command';

/** faction.create */
export const createFactionProcedure = authedProcedure
  .input(CreateFactionInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateFactionCommand(input, ctx.requestContext)));
