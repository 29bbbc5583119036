import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Arc, GeneratedBeat, StartArcOutput } from '@worldloom/contracts';
import {
  type BeatPlan,
  type CommandContext,
  currentArc,
  DomainError,
  type ExistingWorld,
  hasEntities,
  listArcs,
  requireOwnedWorld,
  worldDecider,
  type WorldCommand,
} from '@worldloom/domain';
import { WorldCommandExecutor } from '../../world-command.executor';
import { STORY_GENERATOR, type StoryGenerator } from '#story-generator';
import { generationEntities, generationEvent, generationWorld } from '../../generation/generation-inputs';
import { anchorPlans, arcPremise, newBeat } from '../../generation/generation-outputs';
import { domainReview } from '../../generation/generation-review';
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
        return this.startCommand(world, arcId, storyIdea, metadata);
      },
      context,
    );
    return this.queryBus.execute(new GetArcQuery(arcId, context.userId));
  }

  /**
   * The arc (its premise and anchors), then its opening beat, each judged by the domain on the world as it
   * is before the generator's answer is taken; a refusal goes back to the generator as feedback.
   */
  private async startCommand(world: ExistingWorld, arcId: string, storyIdea: string | null, metadata: CommandContext) {
    const recentEvents = (currentArc(world)?.eventsSinceLastBeat ?? []).map(generationEvent);
    const planned = new Map<StartArcOutput, BeatPlan[]>();
    const plansOf = (arc: StartArcOutput) => planned.get(arc) ?? planned.set(arc, anchorPlans(arc.anchor_beats)).get(arc)!;
    const startArc = (arc: StartArcOutput, opening?: GeneratedBeat): WorldCommand => {
      const data = {
        arcId,
        storyName: arc.story_name,
        detailedDescription: arc.detailed_description,
        storyIdea,
        premise: arcPremise(arc.premise),
        anchorBeats: plansOf(arc),
      };
      if (opening === undefined) return { type: 'StartArc', data, metadata };
      // The opening beat refines the planned anchor 0: its id and index are the plan's.
      const { beatId: _plannedId, index: _index, ...openingBeat } = newBeat(opening, arcId);
      return { type: 'StartArc', data: { ...data, openingBeat }, metadata };
    };
    const { output, provenance } = await this.generator.startArc(
      {
        world: generationWorld(world),
        story_idea: storyIdea,
        entities: generationEntities(world),
        recent_events: recentEvents,
        previous_arcs: listArcs(world).map((arc) => ({ story_name: arc.storyName, summary: arc.summary })),
      },
      domainReview((arc) => worldDecider.decide(startArc(arc), world)),
    );
    // Beat 0 is current at once and, like every beat, changes the world.
    const review = domainReview((beat: GeneratedBeat) => worldDecider.decide(startArc(output, beat), world));
    const opening = await this.generator.generateBeat(
      {
        world: generationWorld(world),
        arc: { id: arcId, story_name: output.story_name, detailed_description: output.detailed_description, story_idea: storyIdea, premise: output.premise },
        beat_index: 0,
        planned_anchor: output.anchor_beats[0] ?? null,
        next_anchor: output.anchor_beats[1] ?? null,
        previous_beats: [],
        entities: generationEntities(world),
        events_since_last_beat: recentEvents,
      },
      review,
    );
    return { command: startArc(output, opening.output), provenance, decided: review.decided(opening.output) };
  }
}
