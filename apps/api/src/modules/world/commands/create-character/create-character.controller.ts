import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Character } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { CreateCharacterCommand } from './create-character.command';
import { createCharacterRoute } from './create-character.route';

/** POST /api/characters */
@Controller()
@PublicApi()
export class CreateCharacterController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(createCharacterRoute)
  create(@Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Character> {
    return this.commandBus.execute(new CreateCharacterCommand(createCharacterRoute.body.schema.parse(body), caller));
  }
}
