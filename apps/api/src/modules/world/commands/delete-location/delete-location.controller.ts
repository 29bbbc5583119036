import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DeletedResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { DeleteLocationCommand } from './delete-location.command';
import { deleteLocationRoute } from './delete-location.route';

/** DELETE /api/locations/{id} */
@Controller()
@PublicApi()
export class DeleteLocationController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(deleteLocationRoute)
  remove(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<DeletedResult> {
    return this.commandBus.execute(new DeleteLocationCommand(deleteLocationRoute.params.path.parse(params).id, caller));
  }
}
