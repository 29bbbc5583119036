import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { World } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { CreateWorldCommand } from './create-world.command';
import { createWorldRoute } from './create-world.route';

/** POST /api/worlds */
@Controller()
@PublicApi()
export class CreateWorldController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(createWorldRoute)
  create(@Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<World> {
    return this.commandBus.execute(new CreateWorldCommand(createWorldRoute.body.schema.parse(body), caller));
  }
}
