import { WorldIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { ListCharactersQuery } from './list-characters.query';

/** character.list (SPEC.md §7) */
export const listCharactersProcedure = authedProcedure
  .input(WorldIdInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new ListCharactersQuery(input.worldId, ctx.user.userId)));
