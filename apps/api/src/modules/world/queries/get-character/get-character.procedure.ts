import { EntityIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetCharacterQuery } from './get-character.query';

/** character.get */
export const getCharacterProcedure = authedProcedure
  .input(EntityIdInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetCharacterQuery(input.id, ctx.user.userId)));
