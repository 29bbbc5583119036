import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Member } from '@worldloom/contracts';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { ListMembersQuery } from './list-members.query';
import { listMembersRoute } from './list-members.route';

/** GET /api/worlds/{worldId}/members */
@Controller()
@PublicApi()
export class ListMembersController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(listMembersRoute)
  list(@Param() params: unknown): Promise<Member[]> {
    return this.queryBus.execute(new ListMembersQuery(listMembersRoute.params.path.parse(params).worldId));
  }
}
