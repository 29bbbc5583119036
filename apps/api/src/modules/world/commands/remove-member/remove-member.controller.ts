import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Member } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { RemoveMemberCommand } from './remove-member.command';
import { removeMemberRoute } from './remove-member.route';

/** DELETE /api/worlds/{worldId}/members/{userId} */
@Controller()
@PublicApi()
export class RemoveMemberController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(removeMemberRoute)
  remove(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<Member[]> {
    return this.commandBus.execute(new RemoveMemberCommand(removeMemberRoute.params.path.parse(params), caller));
  }
}
