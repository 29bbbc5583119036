import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CreatedInvite } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { CreateInviteCommand } from './create-invite.command';
import { createInviteRoute } from './create-invite.route';

/** POST /api/worlds/{worldId}/invites */
@Controller()
@PublicApi()
export class CreateInviteController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(createInviteRoute)
  create(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<CreatedInvite> {
    const { worldId } = createInviteRoute.params.path.parse(params);
    const invite = createInviteRoute.body.schema.parse(body);
    return this.commandBus.execute(new CreateInviteCommand({ worldId, ...invite }, caller));
  }
}
