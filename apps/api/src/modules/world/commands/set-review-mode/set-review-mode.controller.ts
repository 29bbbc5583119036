import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { WorldReview } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { SetReviewModeCommand } from './set-review-mode.command';
import { setReviewModeRoute } from './set-review-mode.route';

/** PUT /api/worlds/{worldId}/review-mode */
@Controller()
@PublicApi()
export class SetReviewModeController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @RestRoute(setReviewModeRoute)
  set(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<WorldReview> {
    const { worldId } = setReviewModeRoute.params.path.parse(params);
    const { enabled } = setReviewModeRoute.body.schema.parse(body);
    return this.commandBus.execute(new SetReviewModeCommand({ worldId, enabled }, caller));
  }
}
