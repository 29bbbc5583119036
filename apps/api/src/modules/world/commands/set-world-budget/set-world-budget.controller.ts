import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { WorldBudget } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { SetWorldBudgetCommand } from './set-world-budget.command';
import { setWorldBudgetRoute } from './set-world-budget.route';

/** PUT /api/worlds/{worldId}/budget */
@Controller()
@PublicApi()
export class SetWorldBudgetController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(setWorldBudgetRoute)
  set(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<WorldBudget> {
    const { worldId } = setWorldBudgetRoute.params.path.parse(params);
    const { monthly_budget_usd: monthlyBudgetUsd } = setWorldBudgetRoute.body.schema.parse(body);
    return this.commandBus.execute(new SetWorldBudgetCommand({ worldId, monthlyBudgetUsd }, caller));
  }
}
