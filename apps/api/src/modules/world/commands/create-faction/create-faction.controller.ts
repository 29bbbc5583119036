import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Faction } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { CreateFactionCommand } from './create-faction.command';
import { createFactionRoute } from './create-faction.route';

/** POST /api/factions */
@Controller()
@PublicApi()
export class CreateFactionController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(createFactionRoute)
  create(@Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Faction> {
    return this.commandBus.execute(new CreateFactionCommand(createFactionRoute.body.schema.parse(body), caller));
  }
}
