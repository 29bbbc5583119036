import { CreateFactionInput, EntityIdInput, UpdateFactionInput, WorldIdInput } from '@worldloom/contracts';
import { authedProcedure, router } from '../../platform/trpc/trpc';
import { CreateFactionCommand, DeleteFactionCommand, UpdateFactionCommand } from './commands/faction.commands';
import { GetFactionQuery } from './queries/get-faction/get-faction.query';
import { ListFactionsQuery } from './queries/list-factions/list-factions.query';

export const factionRouter = router({
  list: authedProcedure
    .input(WorldIdInput)
    .query(({ ctx, input }) => ctx.queryBus.execute(new ListFactionsQuery(input.worldId, ctx.user.userId))),
  get: authedProcedure
    .input(EntityIdInput)
    .query(({ ctx, input }) => ctx.queryBus.execute(new GetFactionQuery(input.id, ctx.user.userId))),
  create: authedProcedure
    .input(CreateFactionInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateFactionCommand(input, ctx.requestContext))),
  update: authedProcedure
    .input(UpdateFactionInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new UpdateFactionCommand(input, ctx.requestContext))),
  delete: authedProcedure
    .input(EntityIdInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new DeleteFactionCommand(input.id, ctx.requestContext))),
});
