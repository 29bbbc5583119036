import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Arc } from '@worldloom/contracts';
import { type CommandContext, type ExistingWorld, nextArcStep, requireOwnedWorld } from '@worldloom/domain';
import { STORY_GENERATOR, type StoryGenerator } from '#story-generator';
import { beatBriefs, generationArc, generationEntities, generationEvent, generationWorld } from '../../generation/generation-inputs';
import { GetArcQuery } from '../../queries/get-arc/get-arc.query';
import { type GeneratedCommand, WorldCommandExecutor } from '../../world-command.executor';
import { CompleteArcCommand } from './complete-arc.command';

@CommandHandler(CompleteArcCommand)
export class CompleteArcHandler implements ICommandHandler<CompleteArcCommand, Arc> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: CompleteArcCommand): Promise<Arc> {
    await this.executor.execute(
      input.worldId,
      (state, metadata) => this.decision(requireOwnedWorld(state, metadata), input.arcId, metadata),
      context,
    );
    return this.queryBus.execute(new GetArcQuery(input.arcId, context.userId));
  }

  private async decision(world: ExistingWorld, arcId: string, metadata: CommandContext): Promise<GeneratedCommand> {
    // ARC.NOT_FOUND and ARC.COMPLETE ("Arc is complete! …") come before the generator writes a summary.
    const { arc } = nextArcStep(world, arcId);
    const { output, provenance } = await this.generator.summarizeArc({
      world: generationWorld(world),
      arc: generationArc(arc),
      beats: beatBriefs(arc),
      entities: generationEntities(world),
      recent_events: arc.eventsSinceLastBeat.map(generationEvent),
    });
    return { command: { type: 'CompleteArc', data: { arcId, summary: output.summary }, metadata }, provenance };
  }
}
