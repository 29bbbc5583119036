import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BeatDraft } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { RegenerateBeatDraftCommand } from './regenerate-beat-draft.command';
import { regenerateDraftRoute } from './regenerate-beat-draft.route';

/** POST /api/worlds/{worldId}/drafts/{draftId}/regenerate */
@Controller()
@PublicApi()
export class RegenerateBeatDraftController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(regenerateDraftRoute)
  regenerate(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<BeatDraft> {
    return this.commandBus.execute(new RegenerateBeatDraftCommand(regenerateDraftRoute.params.path.parse(params), caller));
  }
}
