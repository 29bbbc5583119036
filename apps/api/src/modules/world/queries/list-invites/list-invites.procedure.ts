import { WorldIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { ListInvitesQuery } from './list-invites.query';

/** members.invites (worldId): the owner's invites, newest first */
export const listInvitesProcedure = authedProcedure
  .input(WorldIdInput.shape.worldId)
  .query(({ ctx, input }) => ctx.queryBus.execute(new ListInvitesQuery(input)));
