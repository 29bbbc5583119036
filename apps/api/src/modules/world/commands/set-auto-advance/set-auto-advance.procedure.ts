import { AutoAdvanceInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { SetAutoAdvanceCommand } from './set-auto-advance.command';

/** world.setAutoAdvance { worldId, enabled } → { enabled }: off by default; the owner's switch */
export const setAutoAdvanceProcedure = authedProcedure
  .input(AutoAdvanceInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new SetAutoAdvanceCommand(input, ctx.requestContext)));
