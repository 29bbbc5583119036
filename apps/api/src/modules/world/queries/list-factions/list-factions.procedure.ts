import { WorldIdInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { ListFactionsQuery } from './list-factions.query';

/** faction.list (SPEC.md §7) */
export const listFactionsProcedure = authedProcedure
  .input(WorldIdInput)
  .query(({ ctx, input }) => ctx.queryBus.execute(new ListFactionsQuery(input.worldId, ctx.user.userId)));
