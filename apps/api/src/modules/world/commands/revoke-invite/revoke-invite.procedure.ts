import { InviteIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { RevokeInviteCommand } from './revoke-invite.command';

/** members.revokeInvite { inviteId }: the invite, revoked; nobody joins with it any more */
export const revokeInviteProcedure = authedProcedure
  .input(InviteIdInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new RevokeInviteCommand(input.inviteId, ctx.requestContext)));
