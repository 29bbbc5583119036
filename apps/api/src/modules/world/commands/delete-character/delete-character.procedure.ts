import { EntityIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { DeleteCharacterCommand } from './delete-character.command';

/** character.delete */
export const deleteCharacterProcedure = authedProcedure
  .input(EntityIdInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new DeleteCharacterCommand(input.id, ctx.requestContext)));
