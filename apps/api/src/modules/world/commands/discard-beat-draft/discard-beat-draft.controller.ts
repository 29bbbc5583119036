import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DiscardDraftResponse } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { DiscardBeatDraftCommand } from './discard-beat-draft.command';
import { discardDraftRoute } from './discard-beat-draft.route';

/** POST /api/worlds/{worldId}/drafts/{draftId}/discard */
@Controller()
@PublicApi()
export class DiscardBeatDraftController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(discardDraftRoute)
  discard(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<DiscardDraftResponse> {
    return this.commandBus.execute(new DiscardBeatDraftCommand(discardDraftRoute.params.path.parse(params), caller));
  }
}
