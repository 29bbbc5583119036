import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Arc } from '@worldloom/contracts';
import { currentArc, DomainError, hasEntities, listArcs, requireOwnedWorld } from '@worldloom/domain';
import { WorldCommandExecutor } from '../../world-command.executor';
import { STORY_GENERATOR, type StoryGenerator } from '#story-generator';
import { generationEntities, generationEvent, generationWorld } from '../../generation/generation-inputs';
import { anchorPlans, newBeat } from '../../generation/generation-outputs';
import { GetArcQuery } from '../../queries/get-arc/get-arc.query';
import { CreateNewArcCommand } from './create-new-arc.command';

@CommandHandler(CreateNewArcCommand)
export class CreateNewArcHandler implements ICommandHandler<CreateNewArcCommand, Arc> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: CreateNewArcCommand): Promise<Arc> {
    const arcId = randomUUID();
    const storyIdea = input.storyIdea?.trim() || null;
    await this.executor.execute(
      input.worldId,
      async (state, metadata) => {
        const world = requireOwnedWorld(state, metadata);
        // Refuse before paying for a generation the domain would refuse anyway.
        if (currentArc(world)?.status === 'active') {
          throw DomainError.conflict('ARC.ACTIVE_EXISTS', 'This world already has an active arc; progress it to its end first.');
        }
        if (!hasEntities(world)) throw DomainError.invalid('WORLD.NOT_SEEDED', 'Generate the world before starting a story arc.');
        const recentEvents = (currentArc(world)?.eventsSinceLastBeat ?? []).map(generationEvent);
        const { output, provenance } = await this.generator.startArc({
          world: generationWorld(world),
          story_idea: storyIdea,
          entities: generationEntities(world),
          recent_events: recentEvents,
          previous_arcs: listArcs(world).map((arc) => ({ story_name: arc.storyName, summary: arc.summary })),
        });
        // Beat 0 is current at once and, like every beat, changes the world.
        const opening = await this.generator.generateBeat({
          world: generationWorld(world),
          arc: { id: arcId, story_name: output.story_name, detailed_description: output.detailed_description },
          beat_index: 0,
          planned_anchor: output.anchor_beats[0] ?? null,
          previous_beats: [],
          entities: generationEntities(world),
          events_since_last_beat: recentEvents,
        });
        const { beatId: _plannedId, index: _index, ...openingBeat } = newBeat(opening.output, arcId);
        return {
          command: {
            type: 'StartArc',
            data: {
              arcId,
              storyName: output.story_name,
              detailedDescription: output.detailed_description,
              storyIdea,
              anchorBeats: anchorPlans(output.anchor_beats),
              openingBeat,
            },
            metadata,
          },
          provenance,
        };
      },
      context,
    );
    return this.queryBus.execute(new GetArcQuery(arcId, context.userId));
  }
}
