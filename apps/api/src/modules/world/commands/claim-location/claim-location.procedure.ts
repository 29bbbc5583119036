import { ClaimLocationInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { ClaimLocationCommand } from './claim-location.command';

/** faction.claimLocation {factionId, locationId, method, reason?}: the faction */
export const claimLocationProcedure = authedProcedure
  .input(ClaimLocationInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new ClaimLocationCommand(input, ctx.requestContext)));
