import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Invite } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { RevokeInviteCommand } from './revoke-invite.command';
import { revokeInviteRoute } from './revoke-invite.route';

/** DELETE /api/invites/{inviteId} */
@Controller()
@PublicApi()
export class RevokeInviteController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(revokeInviteRoute)
  revoke(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<Invite> {
    return this.commandBus.execute(new RevokeInviteCommand(revokeInviteRoute.params.path.parse(params).inviteId, caller));
  }
}
