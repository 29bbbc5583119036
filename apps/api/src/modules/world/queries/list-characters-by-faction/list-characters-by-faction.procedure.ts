import { CharactersByFactionInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { ListCharactersByFactionQuery } from './list-characters-by-faction.query';

/** character.listByFaction {factionId} */
export const listCharactersByFactionProcedure = authedProcedure
  .input(CharactersByFactionInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new ListCharactersByFactionQuery(input.factionId, ctx.user.userId)));
