import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { WorldEvent } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { RecordWorldEventCommand } from './record-world-event.command';
import { recordWorldEventRoute } from './record-world-event.route';

/** POST /api/worlds/{worldId}/events */
@Controller()
@PublicApi()
export class RecordWorldEventController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(recordWorldEventRoute)
  recordEvent(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<WorldEvent> {
    const { worldId } = recordWorldEventRoute.params.path.parse(params);
    return this.commandBus.execute(new RecordWorldEventCommand({ world_id: worldId, ...recordWorldEventRoute.body.schema.parse(body) }, caller));
  }
}
