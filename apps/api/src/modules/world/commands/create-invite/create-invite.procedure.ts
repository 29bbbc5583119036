import { InviteInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { CreateInviteCommand } from './create-invite.command';

/** members.invite { worldId, role, expires_in_days?, max_uses? } → { id, token, url, role, expires_at, uses_left } */
export const createInviteProcedure = authedProcedure
  .input(InviteInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateInviteCommand(input, ctx.requestContext)));
