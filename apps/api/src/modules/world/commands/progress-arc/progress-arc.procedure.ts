import { ProgressArcInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { ProgressArcCommand } from './progress-arc.command';

/**
 * world.progressArc (SPEC.md §7): the new current beat, or null once the arc is complete; in review mode the
 * drafted beat (`kind: 'draft'`), which changes nothing until the author accepts it.
 */
export const progressArcProcedure = authedProcedure.input(ProgressArcInput).mutation(async ({ ctx, input }) => {
  const { beat, draft } = await ctx.commandBus.execute(new ProgressArcCommand(input, ctx.requestContext));
  return beat ?? draft;
});
