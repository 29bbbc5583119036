import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Arc } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { CreateNewArcCommand } from './create-new-arc.command';
import { createNewArcRoute } from './create-new-arc.route';

/** POST /api/worlds/{worldId}/arcs */
@Controller()
@PublicApi()
export class CreateNewArcController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(createNewArcRoute)
  createArc(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Arc> {
    const { worldId } = createNewArcRoute.params.path.parse(params);
    return this.commandBus.execute(new CreateNewArcCommand({ worldId, ...createNewArcRoute.body.schema.parse(body) }, caller));
  }
}
