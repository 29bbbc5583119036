import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Character, Page } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { ListCharactersQuery } from './list-characters.query';
import { listCharactersRoute } from './list-characters.route';

/** GET /api/characters?worldId */
@Controller()
@PublicApi()
export class ListCharactersController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(listCharactersRoute)
  list(@Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<Page<Character>> {
    const { worldId, ...page } = listCharactersRoute.params.query.parse(query);
    return this.queryBus.execute(new ListCharactersQuery(worldId, caller.userId, page));
  }
}
