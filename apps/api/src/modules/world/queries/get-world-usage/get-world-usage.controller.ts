import { Controller, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { WorldUsage } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { GetWorldUsageQuery } from './get-world-usage.query';
import { getWorldUsageRoute } from './get-world-usage.route';

/** GET /api/worlds/{worldId}/usage */
@Controller()
@PublicApi()
export class GetWorldUsageController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(getWorldUsageRoute)
  get(@Param() params: unknown, @Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<WorldUsage> {
    const { worldId } = getWorldUsageRoute.params.path.parse(params);
    return this.queryBus.execute(new GetWorldUsageQuery(worldId, caller.userId, getWorldUsageRoute.params.query.parse(query)));
  }
}
