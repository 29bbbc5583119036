import { EditDraftInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { EditBeatDraftCommand } from './edit-beat-draft.command';

/** world.editDraft {worldId, draftId, beat}: the draft as the author left it */
export const editDraftProcedure = authedProcedure
  .input(EditDraftInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new EditBeatDraftCommand(input, ctx.requestContext)));
