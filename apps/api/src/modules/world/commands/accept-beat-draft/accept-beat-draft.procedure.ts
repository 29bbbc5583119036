import { DraftInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { AcceptBeatDraftCommand } from './accept-beat-draft.command';

/** world.acceptDraft {worldId, draftId}: the beat, now current */
export const acceptDraftProcedure = authedProcedure
  .input(DraftInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new AcceptBeatDraftCommand(input, ctx.requestContext)));
