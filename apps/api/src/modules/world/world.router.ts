import {
  BeatIdInput,
  CreateArcInput,
  CreateWorldInput,
  ProgressArcInput,
  RecordWorldEventInput,
  SeedWorldInput,
  WorldIdInput,
} from '@worldloom/contracts';
import { authedProcedure, router } from '../../platform/trpc/trpc';
import { CreateArcCommand } from '../arc/commands/create-arc/create-arc.command';
import { ProgressArcCommand } from '../arc/commands/progress-arc/progress-arc.command';
import { RecordWorldEventCommand } from '../arc/commands/record-world-event/record-world-event.command';
import { GetBeatEventsQuery } from '../arc/queries/get-beat-events/get-beat-events.query';
import { CreateWorldCommand } from './commands/create-world/create-world.command';
import { SeedWorldCommand } from './commands/seed-world/seed-world.command';
import { GetWorldStateQuery } from './queries/get-world-state/get-world-state.query';
import { ListWorldsQuery } from './queries/list-worlds/list-worlds.query';

/** The `world.*` calls of SPEC.md §7. */
export const worldRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.queryBus.execute(new ListWorldsQuery(ctx.user.userId))),
  create: authedProcedure
    .input(CreateWorldInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateWorldCommand(input, ctx.requestContext))),
  getWorldState: authedProcedure
    .input(WorldIdInput)
    .query(({ ctx, input }) => ctx.queryBus.execute(new GetWorldStateQuery(input.worldId, ctx.user.userId))),
  seedWorld: authedProcedure
    .input(SeedWorldInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new SeedWorldCommand(input.worldId, ctx.requestContext))),
  createNewArc: authedProcedure
    .input(CreateArcInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateArcCommand(input, ctx.requestContext))),
  progressArc: authedProcedure
    .input(ProgressArcInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new ProgressArcCommand(input, ctx.requestContext))),
  getBeatEvents: authedProcedure
    .input(BeatIdInput)
    .query(({ ctx, input }) => ctx.queryBus.execute(new GetBeatEventsQuery(input.beatId, ctx.user.userId))),
  recordWorldEvent: authedProcedure
    .input(RecordWorldEventInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new RecordWorldEventCommand(input, ctx.requestContext))),
});
