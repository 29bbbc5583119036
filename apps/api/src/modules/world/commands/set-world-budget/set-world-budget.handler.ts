import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { WorldBudget } from '@worldloom/contracts';
import { GetWorldUsageQuery } from '../../queries/get-world-usage/get-world-usage.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { SetWorldBudgetCommand } from './set-world-budget.command';

@CommandHandler(SetWorldBudgetCommand)
export class SetWorldBudgetHandler implements ICommandHandler<SetWorldBudgetCommand, WorldBudget> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: SetWorldBudgetCommand): Promise<WorldBudget> {
    const { worldId, monthlyBudgetUsd } = input;
    await this.executor.execute(worldId, (_state, metadata) => ({ type: 'SetWorldBudget', data: { monthlyBudgetUsd }, metadata }), context);
    return (await this.queryBus.execute(new GetWorldUsageQuery(worldId, context.userId, {}))).budget;
  }
}
