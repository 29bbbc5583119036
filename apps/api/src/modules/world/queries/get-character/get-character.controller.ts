import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Character } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { GetCharacterQuery } from './get-character.query';
import { getCharacterRoute } from './get-character.route';

/** GET /api/characters/{id} */
@Controller()
@PublicApi()
export class GetCharacterController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(getCharacterRoute)
  get(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<Character> {
    return this.queryBus.execute(new GetCharacterQuery(getCharacterRoute.params.path.parse(params).id, caller.userId));
  }
}
