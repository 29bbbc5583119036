import { DraftInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { DiscardBeatDraftCommand } from './discard-beat-draft.command';

/** world.discardDraft {worldId, draftId} */
export const discardDraftProcedure = authedProcedure
  .input(DraftInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new DiscardBeatDraftCommand(input, ctx.requestContext)));
