import { Body, Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Location, Page } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { SearchLocationsQuery } from './search-locations.query';
import { searchLocationsRoute } from './search-locations.route';

/** POST /api/locations/search */
@Controller()
@PublicApi()
export class SearchLocationsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** A search reads, so 200; the result uses the REST page shape. */
  @RestRoute(searchLocationsRoute)
  async search(@Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Page<Location>> {
    const { items, nextCursor } = await this.queryBus.execute(new SearchLocationsQuery(searchLocationsRoute.body.schema.parse(body), caller.userId));
    return { items, next_cursor: nextCursor };
  }
}
