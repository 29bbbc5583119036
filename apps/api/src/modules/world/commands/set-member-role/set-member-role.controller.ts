import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Member } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { SetMemberRoleCommand } from './set-member-role.command';
import { setMemberRoleRoute } from './set-member-role.route';

/** PUT /api/worlds/{worldId}/members/{userId} */
@Controller()
@PublicApi()
export class SetMemberRoleController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(setMemberRoleRoute)
  set(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Member> {
    const member = setMemberRoleRoute.params.path.parse(params);
    const { role } = setMemberRoleRoute.body.schema.parse(body);
    return this.commandBus.execute(new SetMemberRoleCommand({ ...member, role }, caller));
  }
}
