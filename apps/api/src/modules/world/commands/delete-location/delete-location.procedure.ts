import { EntityIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { DeleteLocationCommand } from './delete-location.command';

/** location.delete */
export const deleteLocationProcedure = authedProcedure
  .input(EntityIdInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new DeleteLocationCommand(input.id, ctx.requestContext)));
