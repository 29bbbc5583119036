import { DraftInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { RegenerateBeatDraftCommand } from './regenerate-beat-draft.command';

/** world.regenerateDraft {worldId, draftId}: the new draft that replaces it */
export const regenerateDraftProcedure = authedProcedure
  .input(DraftInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new RegenerateBeatDraftCommand(input, ctx.requestContext)));
