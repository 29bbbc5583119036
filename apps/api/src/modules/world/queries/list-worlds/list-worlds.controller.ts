import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Page, World } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { ListWorldsQuery } from './list-worlds.query';
import { listWorldsRoute } from './list-worlds.route';

/** GET /api/worlds */
@Controller()
@PublicApi()
export class ListWorldsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(listWorldsRoute)
  list(@Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<Page<World>> {
    return this.queryBus.execute(new ListWorldsQuery(caller.userId, listWorldsRoute.params.query.parse(query)));
  }
}
