import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Faction } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { GetFactionQuery } from './get-faction.query';
import { getFactionRoute } from './get-faction.route';

/** GET /api/factions/{id} */
@Controller()
@PublicApi()
export class GetFactionController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(getFactionRoute)
  get(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<Faction> {
    return this.queryBus.execute(new GetFactionQuery(getFactionRoute.params.path.parse(params).id, caller.userId));
  }
}
