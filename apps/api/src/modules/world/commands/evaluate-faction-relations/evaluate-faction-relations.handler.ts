import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FactionStanceChangeView, RelationsEvaluation } from '@worldloom/contracts';
import { type CommandContext, type ExistingWorld, requireOwnedWorld, worldDecider, type WorldCommand } from '@worldloom/domain';
import { STORY_GENERATOR, type StoryGenerator } from '#story-generator';
import { beatBriefs, generationEntities, generationWorld } from '../../generation/generation-inputs';
import { stanceChanges } from '../../generation/generation-outputs';
import { domainReview } from '../../generation/generation-review';
import { type GeneratedCommand, WorldCommandExecutor } from '../../world-command.executor';
import { EvaluateFactionRelationsCommand } from './evaluate-faction-relations.command';

@CommandHandler(EvaluateFactionRelationsCommand)
export class EvaluateFactionRelationsHandler implements ICommandHandler<EvaluateFactionRelationsCommand, FactionStanceChangeView[]> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
  ) {}

  /** An evaluation that changes nothing appends nothing and answers []. */
  async execute({ input, context }: EvaluateFactionRelationsCommand): Promise<FactionStanceChangeView[]> {
    const { events } = await this.executor.execute(
      input.worldId,
      (state, metadata) => this.decision(requireOwnedWorld(state, metadata), input.beatContext, metadata),
      context,
    );
    return events.flatMap((event) =>
      event.type === 'FactionStanceChanged'
        ? [
            {
              sourceId: event.data.sourceFactionId,
              targetId: event.data.targetFactionId,
              stance: event.data.stance,
              reason: event.data.reason,
            },
          ]
        : [],
    );
  }

  private async decision(world: ExistingWorld, beatContext: string, metadata: CommandContext): Promise<GeneratedCommand> {
    const commandFor = (evaluation: RelationsEvaluation): WorldCommand => ({
      type: 'ReviseFactionStances',
      data: { changes: stanceChanges(evaluation.stance_changes) },
      metadata,
    });
    const { output, provenance } = await this.generator.evaluateRelations(
      {
        world: generationWorld(world),
        entities: generationEntities(world),
        beat_context: beatContext,
        recent_beats: world.currentArc === null ? [] : beatBriefs(world.currentArc),
      },
      domainReview((evaluation) => worldDecider.decide(commandFor(evaluation), world)),
    );
    return { command: commandFor(output), provenance };
  }
}
