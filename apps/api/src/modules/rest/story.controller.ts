import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type Arc,
  ArcIdParams,
  BeatIdInput,
  CreateArcBody,
  ProgressArcBody,
  type ProgressArcResponse,
  RecordWorldEventBody,
  type WorldEvent,
  WorldIdInput,
} from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import type { RequestContext } from '../../platform/commands/request-context';
import { ApiCaller } from '../../platform/rest/api-caller.decorator';
import { ApiKeyGuard } from '../../platform/rest/api-key.guard';
import { RateLimitGuard } from '../../platform/rest/rate-limit/rate-limit.guard';
import { CreateArcCommand } from '../arc/commands/create-arc/create-arc.command';
import { ProgressArcCommand } from '../arc/commands/progress-arc/progress-arc.command';
import { RecordWorldEventCommand } from '../arc/commands/record-world-event/record-world-event.command';
import { GetArcQuery } from '../arc/queries/get-arc/get-arc.query';
import { GetBeatEventsQuery } from '../arc/queries/get-beat-events/get-beat-events.query';

/** Arcs, their progress and world events. */
@Controller('api')
@UseGuards(ApiKeyGuard, RateLimitGuard)
export class StoryController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @Post('worlds/:worldId/arcs')
  createArc(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Arc> {
    const { worldId } = WorldIdInput.parse(params);
    return this.commandBus.execute(new CreateArcCommand({ worldId, ...CreateArcBody.parse(body) }, caller));
  }

  @Post('worlds/:worldId/events')
  recordEvent(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<WorldEvent> {
    const { worldId } = WorldIdInput.parse(params);
    return this.commandBus.execute(new RecordWorldEventCommand({ world_id: worldId, ...RecordWorldEventBody.parse(body) }, caller));
  }

  /** Records `recentEvents` one by one, then progresses; a complete arc answers `{ beat: null, complete: true }`. */
  @Post('worlds/arcs/:arcId/progress')
  @HttpCode(200)
  async progressArc(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<ProgressArcResponse> {
    const { arcId } = ArcIdParams.parse(params);
    const { worldId, recentEvents = [] } = ProgressArcBody.parse(body);
    // Refuse an arc of another world before recording events it would then not use.
    const arc = await this.queryBus.execute(new GetArcQuery(arcId, caller.userId));
    if (arc.world_id !== worldId) throw DomainError.notFound('ARC.NOT_FOUND', `Arc ${arcId} not found`);
    const recorded: WorldEvent[] = [];
    for (const event of recentEvents) {
      recorded.push(await this.commandBus.execute(new RecordWorldEventCommand({ world_id: worldId, ...event }, caller)));
    }
    const beat = await this.commandBus.execute(new ProgressArcCommand({ worldId, arcId }, caller));
    return { beat, complete: beat === null, recorded_events: recorded };
  }

  @Get('beats/:beatId/events')
  beatEvents(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<WorldEvent[]> {
    return this.queryBus.execute(new GetBeatEventsQuery(BeatIdInput.parse(params).beatId, caller.userId));
  }
}
