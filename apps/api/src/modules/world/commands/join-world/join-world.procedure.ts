import { JoinInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { JoinWorldCommand } from './join-world.command';

/** members.join { token } → { worldId, role }: the signed-in caller joins with the invite link's token */
export const joinWorldProcedure = authedProcedure
  .input(JoinInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new JoinWorldCommand(input.token, ctx.requestContext)));
