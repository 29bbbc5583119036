import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DiscardDraftResponse } from '@worldloom/contracts';
import { WorldCommandExecutor } from '../../world-command.executor';
import { DiscardBeatDraftCommand } from './discard-beat-draft.command';

@CommandHandler(DiscardBeatDraftCommand)
export class DiscardBeatDraftHandler implements ICommandHandler<DiscardBeatDraftCommand, DiscardDraftResponse> {
  constructor(@Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor) {}

  async execute({ input, context }: DiscardBeatDraftCommand): Promise<DiscardDraftResponse> {
    await this.executor.execute(input.worldId, (_state, metadata) => ({ type: 'DiscardBeatDraft', data: { draftId: input.draftId }, metadata }), context);
    return { draft_id: input.draftId, discarded: true };
  }
}
