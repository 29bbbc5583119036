import { EntityIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetFactionQuery } from './get-faction.query';

/** faction.get */
export const getFactionProcedure = authedProcedure
  .input(EntityIdInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetFactionQuery(input.id, ctx.user.userId)));
