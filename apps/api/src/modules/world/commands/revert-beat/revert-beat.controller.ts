import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RevertBeatResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { RevertBeatCommand } from './revert-beat.command';
import { revertBeatRoute } from './revert-beat.route';

/** POST /api/worlds/{worldId}/arcs/{arcId}/revert */
@Controller()
@PublicApi()
export class RevertBeatController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(revertBeatRoute)
  revert(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<RevertBeatResult> {
    return this.commandBus.execute(new RevertBeatCommand(revertBeatRoute.params.path.parse(params), caller));
  }
}
