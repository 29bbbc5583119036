import { CreateLocationInput, EntityIdInput, UpdateLocationInput, WorldIdInput } from '@worldloom/contracts';
import { authedProcedure, router } from '../../platform/trpc/trpc';
import { CreateLocationCommand, DeleteLocationCommand, UpdateLocationCommand } from './commands/location.commands';
import { GetLocationQuery } from './queries/get-location/get-location.query';
import { ListLocationsQuery } from './queries/list-locations/list-locations.query';

export const locationRouter = router({
  list: authedProcedure
    .input(WorldIdInput)
    .query(({ ctx, input }) => ctx.queryBus.execute(new ListLocationsQuery(input.worldId, ctx.user.userId))),
  get: authedProcedure
    .input(EntityIdInput)
    .query(({ ctx, input }) => ctx.queryBus.execute(new GetLocationQuery(input.id, ctx.user.userId))),
  create: authedProcedure
    .input(CreateLocationInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateLocationCommand(input, ctx.requestContext))),
  update: authedProcedure
    .input(UpdateLocationInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new UpdateLocationCommand(input, ctx.requestContext))),
  delete: authedProcedure
    .input(EntityIdInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new DeleteLocationCommand(input.id, ctx.requestContext))),
});
