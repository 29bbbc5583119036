import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { WorldReview } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { GetReviewQuery } from './get-review.query';
import { getReviewRoute } from './get-review.route';

/** GET /api/worlds/{worldId}/review */
@Controller()
@PublicApi()
export class GetReviewController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(getReviewRoute)
  get(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<WorldReview> {
    return this.queryBus.execute(new GetReviewQuery(getReviewRoute.params.path.parse(params).worldId, caller.userId));
  }
}
