import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Beat, BeatDraft, GeneratedBeat, WorldEvent } from '@worldloom/contracts';
import {
  type ArcStep,
  type CommandContext,
  type ExistingWorld,
  findArc,
  isDomainError,
  nextArcStep,
  recordEventsBeforeProgress,
  requireOwnedWorld,
  worldDecider,
  type WorldCommand,
  type WorldDomainEvent,
  type WorldEventToRecord,
} from '@worldloom/domain';
import { type CommandOutcome, type GeneratedCommand, WorldCommandExecutor } from '../../world-command.executor';
import { STORY_GENERATOR, type StoryGenerator } from '#story-generator';
import { beatBriefs, beatInput, generationArc, generationEntities, generationEvent, generationWorld } from '../../generation/generation-inputs';
import { newBeat } from '../../generation/generation-outputs';
import { domainReview } from '../../generation/generation-review';
import { GetBeatEventsQuery } from '../../queries/get-beat-events/get-beat-events.query';
import { GetReviewQuery } from '../../queries/get-review/get-review.query';
import { GetWorldStateQuery } from '../../queries/get-world-state/get-world-state.query';
import { ProgressArcCommand, type ProgressArcResult } from './progress-arc.command';

// The recent events are the caller's, not the generator's: their metadata names no provider.
const writtenByGenerator = (event: WorldDomainEvent): boolean => event.type !== 'WorldEventRecorded';

@CommandHandler(ProgressArcCommand)
export class ProgressArcHandler implements ICommandHandler<ProgressArcCommand, ProgressArcResult> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: ProgressArcCommand): Promise<ProgressArcResult> {
    // Ids made once, outside the executor's retries: a retry records the same events.
    const recentEvents: WorldEventToRecord[] = (input.recentEvents ?? []).map((event) => ({
      eventId: randomUUID(),
      eventType: event.event_type,
      impactLevel: event.impact_level,
      description: event.description,
    }));
    try {
      const outcome = await this.executor.execute(
        input.worldId,
        (state, metadata) => this.nextCommand(requireOwnedWorld(state, metadata), input.arcId, recentEvents, metadata),
        context,
      );
      const beat = await this.newBeat(outcome, input.worldId, context.userId);
      const draft = await this.newDraft(outcome, input.worldId, context.userId);
      return { beat, draft, recordedEvents: await this.recorded(outcome, context.userId) };
    } catch (error) {
      // SPEC.md §4: progressing a complete arc is not an error, it answers falsy.
      if (isDomainError(error) && error.code === 'ARC.COMPLETE') return { beat: null, draft: null, recordedEvents: [] };
      throw error;
    }
  }

  private async nextCommand(
    owned: ExistingWorld,
    arcId: string,
    recentEvents: readonly WorldEventToRecord[],
    metadata: CommandContext,
  ): Promise<WorldCommand | GeneratedCommand> {
    // The generator works on the world after the recent events, so the beat takes them.
    const { world } = recordEventsBeforeProgress(owned, arcId, recentEvents, metadata);
    if (recentEvents.length > 0 && findArc(world, arcId)?.status === 'complete') {
      return { type: 'ProgressArc', data: { arcId, recentEvents, recordOnly: true }, metadata };
    }
    const step: ArcStep = nextArcStep(world, arcId);
    const arc = step.arc;
    if (step.kind === 'complete') {
      const { output, provenance } = await this.generator.summarizeArc({
        world: generationWorld(world),
        arc: generationArc(arc),
        beats: beatBriefs(arc),
        entities: generationEntities(world),
        recent_events: arc.eventsSinceLastBeat.map(generationEvent),
      });
      const command: WorldCommand = { type: 'ProgressArc', data: { arcId, recentEvents, summary: output.summary }, metadata };
      return { command, provenance, writtenByGenerator };
    }
    const beatId = step.plannedBeat?.beatId ?? randomUUID();
    // In review mode the domain drafts the beat under this id instead of applying it.
    const draftId = randomUUID();
    const commandFor = (beat: GeneratedBeat): WorldCommand => ({
      type: 'ProgressArc',
      data: { arcId, recentEvents, beat: newBeat(beat, beatId), draftId },
      metadata,
    });
    // The domain judges the beat on the world as it is; a refusal goes back to the generator as feedback.
    const review = domainReview((beat: GeneratedBeat) => worldDecider.decide(commandFor(beat), owned));
    const { output, provenance } = await this.generator.generateBeat(beatInput(world, step), review);
    return { command: commandFor(output), provenance, writtenByGenerator, decided: review.decided(output) };
  }

  /** The beat this command generated, as the read model shows it; null when it completed the arc or only recorded. */
  private async newBeat(outcome: CommandOutcome, worldId: string, userId: string): Promise<Beat | null> {
    const generated = outcome.events.find((event) => event.type === 'BeatGenerated');
    if (generated?.type !== 'BeatGenerated') return null;
    const view = await this.queryBus.execute(new GetWorldStateQuery(worldId, userId));
    return view.currentBeats.find((beat) => beat.id === generated.data.beat.beatId) ?? null;
  }

  /** The beat this command drafted (review mode), as the read model shows it; null when it did not draft one. */
  private async newDraft(outcome: CommandOutcome, worldId: string, userId: string): Promise<BeatDraft | null> {
    if (!outcome.events.some((event) => event.type === 'BeatDrafted')) return null;
    return (await this.queryBus.execute(new GetReviewQuery(worldId, userId))).draft;
  }

  private async recorded(outcome: CommandOutcome, userId: string): Promise<WorldEvent[]> {
    const recorded = outcome.events.flatMap((event) => (event.type === 'WorldEventRecorded' ? [event.data] : []));
    const [first] = recorded;
    if (!first) return [];
    // All of them went to one beat, the one current before the arc moved on.
    const onBeat = await this.queryBus.execute(new GetBeatEventsQuery(first.beatId, userId));
    return recorded.map(({ eventId }) => {
      const event = onBeat.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`World event ${eventId} is missing from the read model`);
      return event;
    });
  }
}
