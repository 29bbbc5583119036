import { SetFactionStanceInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { SetFactionStanceCommand } from './set-faction-stance.command';

/** faction.setStance {sourceId, targetId, stance, reason}: the stance now */
export const setFactionStanceProcedure = authedProcedure
  .input(SetFactionStanceInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new SetFactionStanceCommand(input, ctx.requestContext)));
