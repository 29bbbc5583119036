import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DeletedResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { DeleteCharacterCommand } from './delete-character.command';
import { deleteCharacterRoute } from './delete-character.route';

/** DELETE /api/characters/{id} */
@Controller()
@PublicApi()
export class DeleteCharacterController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(deleteCharacterRoute)
  remove(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<DeletedResult> {
    return this.commandBus.execute(new DeleteCharacterCommand(deleteCharacterRoute.params.path.parse(params).id, caller));
  }
}
