import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Location } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { CreateLocationCommand } from './create-location.command';
import { createLocationRoute } from './create-location.route';

/** POST /api/locations */
@Controller()
@PublicApi()
export class CreateLocationController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(createLocationRoute)
  create(@Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Location> {
    return this.commandBus.execute(new CreateLocationCommand(createLocationRoute.body.schema.parse(body), caller));
  }
}
