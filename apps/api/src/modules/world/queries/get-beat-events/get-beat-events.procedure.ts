import { BeatIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetBeatEventsQuery } from './get-beat-events.query';

/** world.getBeatEvents (SPEC.md §7) */
export const getBeatEventsProcedure = authedProcedure
  .input(BeatIdInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetBeatEventsQuery(input.beatId, ctx.user.userId)));
