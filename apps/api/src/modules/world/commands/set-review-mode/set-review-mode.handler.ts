import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { WorldReview } from '@worldloom/contracts';
import { GetReviewQuery } from '../../queries/get-review/get-review.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { SetReviewModeCommand } from './set-review-mode.command';

@CommandHandler(SetReviewModeCommand)
export class SetReviewModeHandler implements ICommandHandler<SetReviewModeCommand, WorldReview> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: SetReviewModeCommand): Promise<WorldReview> {
    await this.executor.execute(input.worldId, (_state, metadata) => ({ type: 'SetReviewMode', data: { enabled: input.enabled }, metadata }), context);
    return this.queryBus.execute(new GetReviewQuery(input.worldId, context.userId));
  }
}
