import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AcceptDraftResponse } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { AcceptBeatDraftCommand } from './accept-beat-draft.command';
import { acceptDraftRoute } from './accept-beat-draft.route';

/** POST /api/worlds/{worldId}/drafts/{draftId}/accept */
@Controller()
@PublicApi()
export class AcceptBeatDraftController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(acceptDraftRoute)
  async accept(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<AcceptDraftResponse> {
    return { beat: await this.commandBus.execute(new AcceptBeatDraftCommand(acceptDraftRoute.params.path.parse(params), caller)) };
  }
}
