import { Uuid } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetFactionStancesQuery } from './get-faction-stances.query';

/** faction.getStances (factionId) */
export const getFactionStancesProcedure = authedProcedure
  .input(Uuid)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetFactionStancesQuery(input, ctx.user.userId)));
