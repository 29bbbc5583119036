import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type Character,
  CreateCharacterInput,
  type DeletedResult,
  EntityIdInput,
  type Page,
  UpdateCharacterBody,
  WorldEntitiesQuery,
} from '@worldloom/contracts';
import type { RequestContext } from '../../platform/commands/request-context';
import { ApiCaller } from '../../platform/rest/api-caller.decorator';
import { ApiKeyGuard } from '../../platform/rest/api-key.guard';
import { RateLimitGuard } from '../../platform/rest/rate-limit/rate-limit.guard';
import { CreateCharacterCommand, DeleteCharacterCommand, UpdateCharacterCommand } from '../character/commands/character.commands';
import { GetCharacterQuery } from '../character/queries/get-character/get-character.query';
import { ListCharactersQuery } from '../character/queries/list-characters/list-characters.query';

@Controller('api/characters')
@UseGuards(ApiKeyGuard, RateLimitGuard)
export class CharactersController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @Post()
  create(@Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Character> {
    return this.commandBus.execute(new CreateCharacterCommand(CreateCharacterInput.parse(body), caller));
  }

  @Get()
  list(@Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<Page<Character>> {
    const { worldId, ...page } = WorldEntitiesQuery.parse(query);
    return this.queryBus.execute(new ListCharactersQuery(worldId, caller.userId, page));
  }

  @Get(':id')
  get(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<Character> {
    return this.queryBus.execute(new GetCharacterQuery(EntityIdInput.parse(params).id, caller.userId));
  }

  @Put(':id')
  update(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<Character> {
    const { id } = EntityIdInput.parse(params);
    return this.commandBus.execute(new UpdateCharacterCommand({ id, ...UpdateCharacterBody.parse(body) }, caller));
  }

  @Delete(':id')
  remove(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<DeletedResult> {
    return this.commandBus.execute(new DeleteCharacterCommand(EntityIdInput.parse(params).id, caller));
  }
}
