import { CharactersByLocationInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { ListCharactersByLocationQuery } from './list-characters-by-location.query';

/** character.listByLocation {locationId} */
export const listCharactersByLocationProcedure = authedProcedure
  .input(CharactersByLocationInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new ListCharactersByLocationQuery(input.locationId, ctx.user.userId)));
