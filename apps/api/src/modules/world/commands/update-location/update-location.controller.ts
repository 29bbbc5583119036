import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Location } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { UpdateLocationCommand } from './update-location.command';
import { updateLocationRoute } from './update-location.route';

/** PUT /api/locations/{id} */
@Controller()
@PublicApi()
export class UpdateLocationController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(updateLocationRoute)
  update(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Location> {
    const { id } = updateLocationRoute.params.path.parse(params);
    return this.commandBus.execute(new UpdateLocationCommand({ id, ...updateLocationRoute.body.schema.parse(body) }, caller));
  }
}
