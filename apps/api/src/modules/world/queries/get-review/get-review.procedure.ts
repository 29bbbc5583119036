import { WorldIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetReviewQuery } from './get-review.query';

/** world.getReview {worldId}: review mode, and the drafted beat waiting for its author (or null) */
export const getReviewProcedure = authedProcedure
  .input(WorldIdInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetReviewQuery(input.worldId, ctx.user.userId)));
