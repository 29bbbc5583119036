import { EntityIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetLocationQuery } from './get-location.query';

/** location.get */
export const getLocationProcedure = authedProcedure
  .input(EntityIdInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetLocationQuery(input.id, ctx.user.userId)));
