import { Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { RequestContext } from '#platform/commands/request-context';
import { jsonEntityOf, sendJsonEntity } from '#platform/http/json-entity';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { GetWorldStateQuery } from './get-world-state.query';
import { GetWorldStateAtQuery, namesAPoint } from './get-world-state-at.query';
import { getWorldStateRoute } from './get-world-state.route';

/** GET /api/worlds/{worldId}/state; the fast lane answers most of these first (world-state.fast-route.ts). */
@Controller()
@PublicApi()
export class GetWorldStateController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /**
   * Now, from the read models, sent as the fast lane sends it (one JSON entity per cached state); at a
   * revision, a beat or a time, folded from the world's stream (the audit module).
   */
  @RestRoute(getWorldStateRoute)
  async state(
    @Param() params: unknown,
    @Query() query: unknown,
    @ApiCaller() caller: RequestContext,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const { worldId } = getWorldStateRoute.params.path.parse(params);
    const point = getWorldStateRoute.params.query.parse(query);
    if (namesAPoint(point)) {
      response.json(await this.queryBus.execute(new GetWorldStateAtQuery(worldId, point, caller.userId, caller.actingUserId ?? caller.userId)));
      return;
    }
    const view = await this.queryBus.execute(new GetWorldStateQuery(worldId, caller.userId, caller.actingUserId ?? caller.userId));
    sendJsonEntity(request, response, jsonEntityOf(view));
  }
}
