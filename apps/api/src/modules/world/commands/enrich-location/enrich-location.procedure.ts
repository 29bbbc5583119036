import { EnrichLocationWithAiInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { EnrichLocationCommand } from './enrich-location.command';

/** location.enrichWithAI {locationId, worldContext}: the location, described anew */
export const enrichLocationProcedure = authedProcedure
  .input(EnrichLocationWithAiInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new EnrichLocationCommand(input, ctx.requestContext)));
