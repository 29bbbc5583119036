import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { BeatDraft } from '@worldloom/contracts';
import { GetReviewQuery } from '../../queries/get-review/get-review.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { EditBeatDraftCommand } from './edit-beat-draft.command';

@CommandHandler(EditBeatDraftCommand)
export class EditBeatDraftHandler implements ICommandHandler<EditBeatDraftCommand, BeatDraft> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: EditBeatDraftCommand): Promise<BeatDraft> {
    const { beat_name: name, description, world_directives: worldDirectives, emergent_storylines: emergentStorylines, consequences } = input.beat;
    await this.executor.execute(
      input.worldId,
      (_state, metadata) => ({
        type: 'EditBeatDraft',
        data: { draftId: input.draftId, beat: { name, description, worldDirectives, emergentStorylines, consequences } },
        metadata,
      }),
      context,
    );
    const { draft } = await this.queryBus.execute(new GetReviewQuery(input.worldId, context.userId));
    if (draft?.id !== input.draftId) throw new Error(`Draft ${input.draftId} is missing from the read model`);
    return draft;
  }
}
