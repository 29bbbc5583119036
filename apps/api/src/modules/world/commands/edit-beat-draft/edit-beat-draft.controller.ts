import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BeatDraft } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { EditBeatDraftCommand } from './edit-beat-draft.command';
import { editDraftRoute } from './edit-beat-draft.route';

/** PUT /api/worlds/{worldId}/drafts/{draftId} */
@Controller()
@PublicApi()
export class EditBeatDraftController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(editDraftRoute)
  edit(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<BeatDraft> {
    const draft = editDraftRoute.params.path.parse(params);
    const { beat } = editDraftRoute.body.schema.parse(body);
    return this.commandBus.execute(new EditBeatDraftCommand({ ...draft, beat }, caller));
  }
}
