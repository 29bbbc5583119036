import { MemberInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { RemoveMemberCommand } from './remove-member.command';

/** members.remove { worldId, userId }: the members who remain; the owner cannot be removed */
export const removeMemberProcedure = authedProcedure
  .input(MemberInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new RemoveMemberCommand(input, ctx.requestContext)));
