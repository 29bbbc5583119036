import { SetRoleInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { SetMemberRoleCommand } from './set-member-role.command';

/** members.setRole { worldId, userId, role }: the member with their new role; the owner's role never changes */
export const setMemberRoleProcedure = authedProcedure
  .input(SetRoleInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new SetMemberRoleCommand(input, ctx.requestContext)));
