import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Faction } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { UpdateFactionCommand } from './update-faction.command';
import { updateFactionRoute } from './update-faction.route';

/** PUT /api/factions/{id} */
@Controller()
@PublicApi()
export class UpdateFactionController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(updateFactionRoute)
  update(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Faction> {
    const { id } = updateFactionRoute.params.path.parse(params);
    return this.commandBus.execute(new UpdateFactionCommand({ id, ...updateFactionRoute.body.schema.parse(body) }, caller));
  }
}
