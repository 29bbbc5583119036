import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { World } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { GetWorldQuery } from './get-world.query';
import { getWorldRoute } from './get-world.route';

/** GET /api/worlds/{worldId} */
@Controller()
@PublicApi()
export class GetWorldController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(getWorldRoute)
  get(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<World> {
    const { worldId } = getWorldRoute.params.path.parse(params);
    return this.queryBus.execute(new GetWorldQuery(worldId, caller.userId, caller.actingUserId ?? caller.userId));
  }
}
