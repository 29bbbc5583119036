import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DeletedResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { DeleteFactionCommand } from './delete-faction.command';
import { deleteFactionRoute } from './delete-faction.route';

/** DELETE /api/factions/{id} */
@Controller()
@PublicApi()
export class DeleteFactionController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(deleteFactionRoute)
  remove(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<DeletedResult> {
    return this.commandBus.execute(new DeleteFactionCommand(deleteFactionRoute.params.path.parse(params).id, caller));
  }
}
