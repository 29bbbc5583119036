import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CreateLocationInput,
  type DeletedResult,
  EntityIdInput,
  type Location,
  type Page,
  SearchLocationsInput,
  UpdateLocationBody,
  WorldEntitiesQuery,
} from '@worldloom/contracts';
import type { RequestContext } from '../../platform/commands/request-context';
import { ApiCaller } from '../../platform/rest/api-caller.decorator';
import { ApiKeyGuard } from '../../platform/rest/api-key.guard';
import { RateLimitGuard } from '../../platform/rest/rate-limit/rate-limit.guard';
import { CreateLocationCommand, DeleteLocationCommand, UpdateLocationCommand } from '../location/commands/location.commands';
import { GetLocationQuery } from '../location/queries/get-location/get-location.query';
import { ListLocationsQuery } from '../location/queries/list-locations/list-locations.query';
import { SearchLocationsQuery } from '../location/queries/search-locations/search-locations.query';

@Controller('api/locations')
@UseGuards(ApiKeyGuard, RateLimitGuard)
export class LocationsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @Post()
  create(@Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Location> {
    return this.commandBus.execute(new CreateLocationCommand(CreateLocationInput.parse(body), caller));
  }

  @Get()
  list(@Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<Page<Location>> {
    const { worldId, ...page } = WorldEntitiesQuery.parse(query);
    return this.queryBus.execute(new ListLocationsQuery(worldId, caller.userId, page));
  }

  /** A search reads, so 200; the result uses the REST page shape. */
  @Post('search')
  @HttpCode(200)
  async search(@Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Page<Location>> {
    const { items, nextCursor } = await this.queryBus.execute(new SearchLocationsQuery(SearchLocationsInput.parse(body), caller.userId));
    return { items, next_cursor: nextCursor };
  }

  @Get(':id')
  get(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<Location> {
    return this.queryBus.execute(new GetLocationQuery(EntityIdInput.parse(params).id, caller.userId));
  }

  @Put(':id')
  update(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Location> {
    const { id } = EntityIdInput.parse(params);
    return this.commandBus.execute(new UpdateLocationCommand({ id, ...UpdateLocationBody.parse(body) }, caller));
  }

  @Delete(':id')
  remove(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<DeletedResult> {
    return this.commandBus.execute(new DeleteLocationCommand(EntityIdInput.parse(params).id, caller));
  }
}
