import { CreateWorldInput } from '@worldloom/contracts';
import { authedProcedure, router } from '../../platform/trpc/trpc';
import { CreateWorldCommand } from './commands/create-world/create-world.command';
import { ListWorldsQuery } from './queries/list-worlds/list-worlds.query';

export const worldRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.queryBus.execute(new ListWorldsQuery(ctx.user.userId))),
  create: authedProcedure
    .input(CreateWorldInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateWorldCommand(input, ctx.requestContext))),
});
