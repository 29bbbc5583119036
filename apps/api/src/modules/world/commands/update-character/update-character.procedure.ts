import { UpdateCharacterInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { UpdateCharacterCommand } from './update-character.command';

/** character.update */
export const updateCharacterProcedure = authedProcedure
  .input(UpdateCharacterInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new UpdateCharacterCommand(input, ctx.requestContext)));
