import { RecordWorldEventInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { RecordWorldEventCommand } from './record-world-event.command';

/** world.recordWorldEvent (SPEC.md §7) */
export const recordWorldEventProcedure = authedProcedure
  .input(RecordWorldEventInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new RecordWorldEventCommand(input, ctx.requestContext)));
