import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CreateWorldInput,
  type Page,
  PageQuery,
  type SeedWorldResult,
  type World,
  WorldIdInput,
  type WorldStateAt,
  WorldStateAtQuery,
  type WorldStateView,
} from '@worldloom/contracts';
import type { RequestContext } from '../../platform/commands/request-context';
import { ApiCaller } from '../../platform/rest/api-caller.decorator';
import { ApiKeyGuard } from '../../platform/rest/api-key.guard';
import { RateLimitGuard } from '../../platform/rest/rate-limit/rate-limit.guard';
import { GetWorldStateAtQuery } from '../audit/queries/get-world-state-at/get-world-state-at.query';
import { namesAPoint } from '../audit/stream/world-points';
import { CreateWorldCommand } from '../world/commands/create-world/create-world.command';
import { SeedWorldCommand } from '../world/commands/seed-world/seed-world.command';
import { GetWorldStateQuery } from '../world/queries/get-world-state/get-world-state.query';
import { GetWorldQuery } from '../world/queries/get-world/get-world.query';
import { ListWorldsQuery } from '../world/queries/list-worlds/list-worlds.query';

/** /api/worlds: the worlds of the API key's owner, their state and seeding. */
@Controller('api/worlds')
@UseGuards(ApiKeyGuard, RateLimitGuard)
export class WorldsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @Post()
  create(@Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<World> {
    return this.commandBus.execute(new CreateWorldCommand(CreateWorldInput.parse(body), caller));
  }

  @Get()
  list(@Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<Page<World>> {
    return this.queryBus.execute(new ListWorldsQuery(caller.userId, PageQuery.parse(query)));
  }

  @Get(':worldId')
  get(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<World> {
    return this.queryBus.execute(new GetWorldQuery(WorldIdInput.parse(params).worldId, caller.userId));
  }

  /** Now, from the read models; at a revision, a beat or a time (audit), folded from the world's stream. */
  @Get(':worldId/state')
  state(@Param() params: unknown, @Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<WorldStateView | WorldStateAt> {
    const { worldId } = WorldIdInput.parse(params);
    const point = WorldStateAtQuery.parse(query);
    if (!namesAPoint(point)) return this.queryBus.execute(new GetWorldStateQuery(worldId, caller.userId));
    return this.queryBus.execute(new GetWorldStateAtQuery(worldId, point, caller.userId));
  }

  /** Seeding runs in the background: 202 at once, then poll the entity lists. */
  @Post(':worldId/seed')
  @HttpCode(202)
  seed(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<SeedWorldResult> {
    return this.commandBus.execute(new SeedWorldCommand(WorldIdInput.parse(params).worldId, caller));
  }
}
