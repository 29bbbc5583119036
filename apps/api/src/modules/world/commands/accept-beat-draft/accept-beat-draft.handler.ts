import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Beat } from '@worldloom/contracts';
import type { WorldCommand, WorldDomainEvent } from '@worldloom/domain';
import { GetReviewQuery } from '../../queries/get-review/get-review.query';
import { GetWorldStateQuery } from '../../queries/get-world-state/get-world-state.query';
import { type GeneratedCommand, WorldCommandExecutor } from '../../world-command.executor';
import { AcceptBeatDraftCommand } from './accept-beat-draft.command';

// The beat is the generator's (as the author left it): its BeatGenerated carries the draft's provenance, not its usage.
const writtenByGenerator = (event: WorldDomainEvent): boolean => event.type === 'BeatGenerated';

@CommandHandler(AcceptBeatDraftCommand)
export class AcceptBeatDraftHandler implements ICommandHandler<AcceptBeatDraftCommand, Beat> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: AcceptBeatDraftCommand): Promise<Beat> {
    const { draft } = await this.queryBus.execute(new GetReviewQuery(input.worldId, context.userId));
    const generator = draft?.id === input.draftId ? draft.generator : null;
    const outcome = await this.executor.execute(
      input.worldId,
      (_state, metadata): WorldCommand | GeneratedCommand => {
        const command: WorldCommand = { type: 'AcceptBeatDraft', data: { draftId: input.draftId }, metadata };
        if (generator === null) return command;
        const provenance = { provider: generator.provider, model: generator.model, promptHash: generator.prompt_hash };
        return { command, provenance, writtenByGenerator };
      },
      context,
    );
    const generated = outcome.events.find((event) => event.type === 'BeatGenerated');
    const beatId = generated?.type === 'BeatGenerated' ? generated.data.beat.beatId : null;
    const view = await this.queryBus.execute(new GetWorldStateQuery(input.worldId, context.userId));
    const beat = view.currentBeats.find((candidate) => candidate.id === beatId);
    if (!beat) throw new Error(`Beat ${beatId} is missing from the read model`);
    return beat;
  }
}
