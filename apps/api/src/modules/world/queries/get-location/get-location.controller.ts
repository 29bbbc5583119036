import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Location } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { GetLocationQuery } from './get-location.query';
import { getLocationRoute } from './get-location.route';

/** GET /api/locations/{id} */
@Controller()
@PublicApi()
export class GetLocationController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(getLocationRoute)
  get(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<Location> {
    return this.queryBus.execute(new GetLocationQuery(getLocationRoute.params.path.parse(params).id, caller.userId));
  }
}
