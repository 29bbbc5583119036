import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { JoinResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { JoinWorldCommand } from './join-world.command';
import { joinWorldRoute } from './join-world.route';

/** POST /api/invites/{token}/join */
@Controller()
@PublicApi()
export class JoinWorldController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(joinWorldRoute)
  async join(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<{ world_id: string; role: JoinResult['role'] }> {
    const joined: JoinResult = await this.commandBus.execute(new JoinWorldCommand(joinWorldRoute.params.path.parse(params).token, caller));
    return { world_id: joined.worldId, role: joined.role };
  }
}
