import { SetReviewModeInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { SetReviewModeCommand } from './set-review-mode.command';

/** world.setReviewMode {worldId, enabled}: off by default; the world's review state */
export const setReviewModeProcedure = authedProcedure
  .input(SetReviewModeInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new SetReviewModeCommand(input, ctx.requestContext)));
