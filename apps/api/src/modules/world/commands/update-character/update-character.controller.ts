import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Character } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { UpdateCharacterCommand } from './update-character.command';
import { updateCharacterRoute } from './update-character.route';

/** PUT /api/characters/{id} */
@Controller()
@PublicApi()
export class UpdateCharacterController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(updateCharacterRoute)
  update(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Character> {
    const { id } = updateCharacterRoute.params.path.parse(params);
    return this.commandBus.execute(new UpdateCharacterCommand({ id, ...updateCharacterRoute.body.schema.parse(body) }, caller));
  }
}
