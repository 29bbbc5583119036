import { EntityIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { DeleteFactionCommand } from './delete-faction.command';

/** faction.delete */
export const deleteFactionProcedure = authedProcedure
  .input(EntityIdInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new DeleteFactionCommand(input.id, ctx.requestContext)));
