import { ReleaseLocationInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { ReleaseLocationCommand } from './release-location.command';

/** faction.releaseLocation {factionId, locationId, reason}: the faction */
export const releaseLocationProcedure = authedProcedure
  .input(ReleaseLocationInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new ReleaseLocationCommand(input, ctx.requestContext)));
