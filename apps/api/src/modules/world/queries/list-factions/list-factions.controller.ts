import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Faction, Page } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { ListFactionsQuery } from './list-factions.query';
import { listFactionsRoute } from './list-factions.route';

/** GET /api/factions?worldId */
@Controller()
@PublicApi()
export class ListFactionsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(listFactionsRoute)
  list(@Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<Page<Faction>> {
    const { worldId, ...page } = listFactionsRoute.params.query.parse(query);
    return this.queryBus.execute(new ListFactionsQuery(worldId, caller.userId, page));
  }
}
