import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { WorldEvent } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { GetBeatEventsQuery } from './get-beat-events.query';
import { getBeatEventsRoute } from './get-beat-events.route';

/** GET /api/beats/{beatId}/events */
@Controller()
@PublicApi()
export class GetBeatEventsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(getBeatEventsRoute)
  beatEvents(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<WorldEvent[]> {
    return this.queryBus.execute(new GetBeatEventsQuery(getBeatEventsRoute.params.path.parse(params).beatId, caller.userId));
  }
}
