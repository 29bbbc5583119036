import { Uuid } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { GenerateFactionDoctrineCommand } from './generate-faction-doctrine.command';

/** faction.generateDoctrine (id): the faction, its doctrine rewritten */
export const generateFactionDoctrineProcedure = authedProcedure
  .input(Uuid)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new GenerateFactionDoctrineCommand(input, ctx.requestContext)));
