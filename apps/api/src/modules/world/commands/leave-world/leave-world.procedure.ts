import { WorldIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { LeaveWorldCommand } from './leave-world.command';

/** members.leave (worldId): the caller leaves the world; its owner cannot */
export const leaveWorldProcedure = authedProcedure
  .input(WorldIdInput.shape.worldId)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new LeaveWorldCommand(input, ctx.requestContext)));
