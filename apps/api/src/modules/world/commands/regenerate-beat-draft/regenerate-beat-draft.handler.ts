import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { BeatDraft, GeneratedBeat } from '@worldloom/contracts';
import {
  arcStep,
  type CommandContext,
  DomainError,
  requireDraft,
  requireOwnedWorld,
  worldDecider,
  type WorldCommand,
  type WorldDomainEvent,
  type WorldState,
} from '@worldloom/domain';
import { STORY_GENERATOR, type StoryGenerator } from '#story-generator';
import { beatInput } from '../../generation/generation-inputs';
import { newBeat } from '../../generation/generation-outputs';
import { domainReview } from '../../generation/generation-review';
import { GetReviewQuery } from '../../queries/get-review/get-review.query';
import { type GeneratedCommand, WorldCommandExecutor } from '../../world-command.executor';
import { RegenerateBeatDraftCommand } from './regenerate-beat-draft.command';

// Setting the old draft aside is the author's act; only the new draft is the generator's.
const writtenByGenerator = (event: WorldDomainEvent): boolean => event.type === 'BeatDrafted';

@CommandHandler(RegenerateBeatDraftCommand)
export class RegenerateBeatDraftHandler implements ICommandHandler<RegenerateBeatDraftCommand, BeatDraft> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: RegenerateBeatDraftCommand): Promise<BeatDraft> {
    const newDraftId = randomUUID();
    await this.executor.execute(input.worldId, (state, metadata) => this.regenerated(state, metadata, input.draftId, newDraftId), context);
    const { draft } = await this.queryBus.execute(new GetReviewQuery(input.worldId, context.userId));
    if (draft?.id !== newDraftId) throw new Error(`Draft ${newDraftId} is missing from the read model`);
    return draft;
  }

  /** The same beat asked for again, with the turned-down draft named; the domain judges the new one as it did the first. */
  private async regenerated(state: WorldState, metadata: CommandContext, draftId: string, newDraftId: string): Promise<GeneratedCommand> {
    const world = requireOwnedWorld(state, metadata);
    const { arc, draft } = requireDraft(world, draftId);
    const step = arcStep(arc);
    if (step.kind !== 'beat') throw DomainError.conflict('ARC.UNEXPECTED_STEP', 'The arc has no beat left to draft');
    const commandFor = (beat: GeneratedBeat): WorldCommand => ({
      type: 'RegenerateBeatDraft',
      data: { draftId, newDraftId, beat: newBeat(beat, draft.beat.beatId) },
      metadata,
    });
    const review = domainReview((beat: GeneratedBeat) => worldDecider.decide(commandFor(beat), world));
    const { output, provenance } = await this.generator.generateBeat(beatInput(world, step, [draft.beat.description]), review);
    return { command: commandFor(output), provenance, writtenByGenerator, decided: review.decided(output) };
  }
}
