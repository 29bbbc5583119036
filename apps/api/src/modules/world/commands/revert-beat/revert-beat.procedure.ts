import { RevertBeatInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { RevertBeatCommand } from './revert-beat.command';

/** world.revertBeat {worldId, arcId}: the beat undone, the one current again, and the later edits that won */
export const revertBeatProcedure = authedProcedure
  .input(RevertBeatInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new RevertBeatCommand(input, ctx.requestContext)));
