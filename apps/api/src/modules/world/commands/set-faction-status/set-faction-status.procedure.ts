import { SetFactionStatusInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { SetFactionStatusCommand } from './set-faction-status.command';

/** faction.setStatus {id, status, reason}: the faction, its doctrine rewritten for its new fortune */
export const setFactionStatusProcedure = authedProcedure
  .input(SetFactionStatusInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new SetFactionStatusCommand(input, ctx.requestContext)));
