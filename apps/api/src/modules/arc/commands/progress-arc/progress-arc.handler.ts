import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Beat } from '@worldloom/contracts';
import {
  type ArcStep,
  type CommandContext,
  currentBeatOf,
  type ExistingWorld,
  isDomainError,
  nextArcStep,
  requireOwnedWorld,
} from '@worldloom/domain';
import { type GeneratedCommand, WorldCommandExecutor } from '../../../../platform/commands/world-command.executor';
import { STORY_GENERATOR, type StoryGenerator } from '../../../story/generator/story-generator.port';
import {
  beatBriefs,
  generationArc,
  generationEntities,
  generationEvent,
  generationWorld,
} from '../../../story/mapping/generation-inputs';
import { newBeat } from '../../../story/mapping/generation-outputs';
import { GetWorldStateQuery } from '../../../world/queries/get-world-state/get-world-state.query';
import { ProgressArcCommand } from './progress-arc.command';

@CommandHandler(ProgressArcCommand)
export class ProgressArcHandler implements ICommandHandler<ProgressArcCommand, Beat | null> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: ProgressArcCommand): Promise<Beat | null> {
    try {
      const outcome = await this.executor.execute(
        input.worldId,
        (state, metadata) => this.nextCommand(requireOwnedWorld(state, metadata), input.arcId, metadata),
        context,
      );
      if (outcome.state.status !== 'created' || outcome.state.currentArc?.status === 'complete') return null;
      const beatId = currentBeatOf(outcome.state.currentArc!)?.beatId;
      const view = await this.queryBus.execute(new GetWorldStateQuery(input.worldId, context.userId));
      return view.currentBeats.find((beat) => beat.id === beatId) ?? null;
    } catch (error) {
      // SPEC.md §4: progressing a complete arc is not an error, it answers falsy.
      if (isDomainError(error) && error.code === 'ARC.COMPLETE') return null;
      throw error;
    }
  }

  private async nextCommand(world: ExistingWorld, arcId: string, metadata: CommandContext): Promise<GeneratedCommand> {
    const step: ArcStep = nextArcStep(world, arcId);
    const arc = step.arc;
    const recentEvents = arc.eventsSinceLastBeat.map(generationEvent);
    if (step.kind === 'complete') {
      const { output, provenance } = await this.generator.summarizeArc({
        world: generationWorld(world),
        arc: generationArc(arc),
        beats: beatBriefs(arc),
        entities: generationEntities(world),
        recent_events: recentEvents,
      });
      return { command: { type: 'ProgressArc', data: { arcId, summary: output.summary }, metadata }, provenance };
    }
    const planned = step.plannedBeat;
    const { output, provenance } = await this.generator.generateBeat({
      world: generationWorld(world),
      arc: generationArc(arc),
      beat_index: step.index,
      planned_anchor: planned && {
        beat_index: planned.index,
        beat_name: planned.name,
        description: planned.description,
        world_directives: [...planned.worldDirectives],
        emergent_storylines: [...planned.emergentStorylines],
      },
      previous_beats: beatBriefs(arc),
      entities: generationEntities(world),
      events_since_last_beat: recentEvents,
    });
    const beat = newBeat(output, planned?.beatId ?? randomUUID());
    return { command: { type: 'ProgressArc', data: { arcId, beat }, metadata }, provenance };
  }
}
