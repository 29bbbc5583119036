import { BeatIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GetBeatChangesQuery } from './get-beat-changes.query';

/** world.getBeatChanges: the "What changed" list under a beat. */
export const getBeatChangesProcedure = authedProcedure
  .input(BeatIdInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new GetBeatChangesQuery(input.beatId, ctx.user.userId)));
