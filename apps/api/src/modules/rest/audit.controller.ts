import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Body, Controller, Get, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type CopiedWorldResult,
  ForkWorldBody,
  type HistoryPage,
  ImportWorldQuery,
  type WorldDiff,
  WorldDiffQuery,
  WorldHistoryQuery,
  WorldIdInput,
} from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import type { Request, Response } from 'express';
import type { RequestContext } from '../../platform/commands/request-context';
import { ApiCaller } from '../../platform/rest/api-caller.decorator';
import { ApiKeyGuard } from '../../platform/rest/api-key.guard';
import { RateLimitGuard } from '../../platform/rest/rate-limit/rate-limit.guard';
import { ForkWorldCommand } from '../audit/commands/fork-world/fork-world.command';
import { ImportWorldCommand } from '../audit/commands/import-world/import-world.command';
import { NDJSON_CONTENT_TYPE } from '../audit/export/world-export.format';
import { requestLines } from '../audit/import/request-lines';
import { DiffWorldStatesQuery } from '../audit/queries/diff-world-states/diff-world-states.query';
import { ExportWorldQuery, type WorldExport } from '../audit/queries/export-world/export-world.query';
import { GetWorldHistoryQuery } from '../audit/queries/get-world-history/get-world-history.query';

/** A world's history, diffs between points, export, import and forks (the state at a point is GET …/state). */
@Controller('api/worlds')
@UseGuards(ApiKeyGuard, RateLimitGuard)
export class AuditController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @Get(':worldId/history')
  history(@Param() params: unknown, @Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<HistoryPage> {
    const { worldId } = WorldIdInput.parse(params);
    return this.queryBus.execute(new GetWorldHistoryQuery({ worldId, ...WorldHistoryQuery.parse(query) }, caller.userId));
  }

  @Get(':worldId/diff')
  diff(@Param() params: unknown, @Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<WorldDiff> {
    const { worldId } = WorldIdInput.parse(params);
    const points = WorldDiffQuery.parse(query);
    const from = { atRevision: points.fromRevision, arcId: points.fromArcId, beatIndex: points.fromBeatIndex, at: points.fromAt };
    const to = { atRevision: points.toRevision, arcId: points.toArcId, beatIndex: points.toBeatIndex, at: points.toAt };
    return this.queryBus.execute(new DiffWorldStatesQuery(worldId, from, to, caller.userId));
  }

  /** NDJSON streamed page by page; a failure once it has begun cuts the file short (its checksum line missing). */
  @Get(':worldId/export')
  async export(@Param() params: unknown, @ApiCaller() caller: RequestContext, @Res() response: Response): Promise<void> {
    const { worldId } = WorldIdInput.parse(params);
    const file: WorldExport = await this.queryBus.execute(new ExportWorldQuery(worldId, caller.userId));
    // attachment() sets a type from the file name: the NDJSON type comes after it.
    response.status(200).attachment(`world-${worldId}.ndjson`).type(NDJSON_CONTENT_TYPE);
    await pipeline(Readable.from(file.lines), response).catch(() => response.destroy());
  }

  @Post(':worldId/fork')
  fork(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<CopiedWorldResult> {
    const { worldId } = WorldIdInput.parse(params);
    const { name, ...point } = ForkWorldBody.parse(body ?? {});
    return this.commandBus.execute(new ForkWorldCommand(worldId, point, name, caller));
  }

  /** The body is an export file (NDJSON), read line by line as it arrives; nothing is written unless all of it holds. */
  @Post('import')
  import(@Req() request: Request, @Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<CopiedWorldResult> {
    const { name } = ImportWorldQuery.parse(query);
    if (request.is(['application/json', 'application/x-www-form-urlencoded'])) {
      throw DomainError.invalid('IMPORT.CONTENT_TYPE', `Send the export file as it was downloaded, with Content-Type: ${NDJSON_CONTENT_TYPE}`);
    }
    return this.commandBus.execute(new ImportWorldCommand(requestLines(request), name, caller));
  }
}
