import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type Faction,
  CreateFactionInput,
  type DeletedResult,
  EntityIdInput,
  type Page,
  UpdateFactionBody,
  WorldEntitiesQuery,
} from '@worldloom/contracts';
import type { RequestContext } from '../../platform/commands/request-context';
import { ApiCaller } from '../../platform/rest/api-caller.decorator';
import { ApiKeyGuard } from '../../platform/rest/api-key.guard';
import { RateLimitGuard } from '../../platform/rest/rate-limit/rate-limit.guard';
import { CreateFactionCommand, DeleteFactionCommand, UpdateFactionCommand } from '../faction/commands/faction.commands';
import { GetFactionQuery } from '../faction/queries/get-faction/get-faction.query';
import { ListFactionsQuery } from '../faction/queries/list-factions/list-factions.query';

@Controller('api/factions')
@UseGuards(ApiKeyGuard, RateLimitGuard)
export class FactionsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @Post()
  create(@Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Faction> {
    return this.commandBus.execute(new CreateFactionCommand(CreateFactionInput.parse(body), caller));
  }

  @Get()
  list(@Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<Page<Faction>> {
    const { worldId, ...page } = WorldEntitiesQuery.parse(query);
    return this.queryBus.execute(new ListFactionsQuery(worldId, caller.userId, page));
  }

  @Get(':id')
  get(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<Faction> {
    return this.queryBus.execute(new GetFactionQuery(EntityIdInput.parse(params).id, caller.userId));
  }

  @Put(':id')
  update(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Faction> {
    const { id } = EntityIdInput.parse(params);
    return this.commandBus.execute(new UpdateFactionCommand({ id, ...UpdateFactionBody.parse(body) }, caller));
  }

  @Delete(':id')
  remove(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<DeletedResult> {
    return this.commandBus.execute(new DeleteFactionCommand(EntityIdInput.parse(params).id, caller));
  }
}
