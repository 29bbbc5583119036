import { authedProcedure } from '#platform/trpc/trpc';
import { ListWorldsQuery } from './list-worlds.query';

/** world.list (SPEC.md §7) */
export const listWorldsProcedure = authedProcedure.query(({ ctx }) => ctx.queryBus.execute(new ListWorldsQuery(ctx.user.userId)));
