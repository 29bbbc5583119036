import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ProgressArcResponse } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { ProgressArcCommand } from './progress-arc.command';
import { progressArcRoute } from './progress-arc.route';

/** POST /api/worlds/arcs/{arcId}/progress */
@Controller()
@PublicApi()
export class ProgressArcController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /**
   * Records `recentEvents` and progresses in one decision; a complete arc answers `{ beat: null, complete: true }`,
   * review mode `{ beat: null, draft, complete: false }`.
   */
  @RestRoute(progressArcRoute)
  async progressArc(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<ProgressArcResponse> {
    const { arcId } = progressArcRoute.params.path.parse(params);
    const { worldId, recentEvents } = progressArcRoute.body.schema.parse(body);
    // One command: the events and the beat are one decision and one append, and the beat takes the events.
    const { beat, draft, recordedEvents } = await this.commandBus.execute(new ProgressArcCommand({ worldId, arcId, recentEvents }, caller));
    return { beat, draft, complete: beat === null && draft === null, recorded_events: recordedEvents };
  }
}
