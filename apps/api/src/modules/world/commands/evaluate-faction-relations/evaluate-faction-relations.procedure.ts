import { EvaluateFactionRelationsInput } from '@worldloom/contracts';
import { authedProcedure } from '#platform/trpc/trpc';
import { EvaluateFactionRelationsCommand } from './evaluate-faction-relations.command';

/** faction.evaluateRelations {worldId, beatContext}: [{sourceId, targetId, stance, reason}] the stances that changed */
export const evaluateFactionRelationsProcedure = authedProcedure
  .input(EvaluateFactionRelationsInput)
  .mutation(({ ctx, input }) => ctx.commandBus.execute(new EvaluateFactionRelationsCommand(input, ctx.requestContext)));
