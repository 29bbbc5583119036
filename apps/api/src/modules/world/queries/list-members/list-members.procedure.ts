import { WorldIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { ListMembersQuery } from './list-members.query';

/** members.list (worldId): [{ user_id, email, role, joined_at }], the owner first */
export const listMembersProcedure = authedProcedure
  .input(WorldIdInput.shape.worldId)
  .query(({ ctx, input }) => ctx.queryBus.execute(new ListMembersQuery(input)));
