import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Location, Page } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { ListLocationsQuery } from './list-locations.query';
import { listLocationsRoute } from './list-locations.route';

/** GET /api/locations?worldId */
@Controller()
@PublicApi()
export class ListLocationsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(listLocationsRoute)
  list(@Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<Page<Location>> {
    const { worldId, ...page } = listLocationsRoute.params.query.parse(query);
    return this.queryBus.execute(new ListLocationsQuery(worldId, caller.userId, page));
  }
}
