import { SeedWorldInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { SeedWorldCommand } from './seed-world.command';

/** world.seedWorld (SPEC.md §7) */
export const seedWorldProcedure = authedProcedure
  .input(SeedWorldInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new SeedWorldCommand(input.worldId, ctx.requestContext)));
