import { JoinInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { PreviewInviteQuery } from './preview-invite.query';

/** members.previewInvite { token } → { worldId, worldName, role }: what joining with the link would give, before joining */
export const previewInviteProcedure = authedProcedure
  .input(JoinInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new PreviewInviteQuery(input.token)));
