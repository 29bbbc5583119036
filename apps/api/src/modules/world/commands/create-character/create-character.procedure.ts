import { CreateCharacterInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { CreateCharacterCommand } from './create-character.command';

/** character.create */
export const createCharacterProcedure = authedProcedure
  .input(CreateCharacterInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateCharacterCommand(input, ctx.requestContext)));
