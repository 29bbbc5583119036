import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Body, Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CopiedWorldResult, HistoryPage, WorldDiff } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import type { Request, Response } from 'express';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { ForkWorldCommand } from './commands/fork-world/fork-world.command';
import { forkWorldRoute } from './commands/fork-world/fork-world.route';
import { ImportWorldCommand } from './commands/import-world/import-world.command';
import { importWorldRoute } from './commands/import-world/import-world.route';
import { NDJSON_CONTENT_TYPE } from './export/world-export.format';
import { requestLines } from './import/request-lines';
import { DiffWorldStatesQuery } from './queries/diff-world-states/diff-world-states.query';
import { diffWorldStatesRoute } from './queries/diff-world-states/diff-world-states.route';
import { ExportWorldQuery, type WorldExport } from './queries/export-world/export-world.query';
import { exportWorldRoute } from './queries/export-world/export-world.route';
import { GetWorldHistoryQuery } from './queries/get-world-history/get-world-history.query';
import { getWorldHistoryRoute } from './queries/get-world-history/get-world-history.route';

/** A world's history, diffs between points, export, import and forks (the state at a point is GET …/state). */
@Controller()
@PublicApi()
export class AuditController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @RestRoute(getWorldHistoryRoute)
  history(@Param() params: unknown, @Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<HistoryPage> {
    const { worldId } = getWorldHistoryRoute.params.path.parse(params);
    return this.queryBus.execute(new GetWorldHistoryQuery({ worldId, ...getWorldHistoryRoute.params.query.parse(query) }, caller.userId));
  }

  @RestRoute(diffWorldStatesRoute)
  diff(@Param() params: unknown, @Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<WorldDiff> {
    const { worldId } = diffWorldStatesRoute.params.path.parse(params);
    const points = diffWorldStatesRoute.params.query.parse(query);
    const from = { atRevision: points.fromRevision, arcId: points.fromArcId, beatIndex: points.fromBeatIndex, at: points.fromAt };
    const to = { atRevision: points.toRevision, arcId: points.toArcId, beatIndex: points.toBeatIndex, at: points.toAt };
    return this.queryBus.execute(new DiffWorldStatesQuery(worldId, from, to, caller.userId));
  }

  /** NDJSON streamed page by page; a failure once it has begun cuts the file short (its checksum line missing). */
  @RestRoute(exportWorldRoute)
  async export(@Param() params: unknown, @ApiCaller() caller: RequestContext, @Res() response: Response): Promise<void> {
    const { worldId } = exportWorldRoute.params.path.parse(params);
    const file: WorldExport = await this.queryBus.execute(new ExportWorldQuery(worldId, caller.userId));
    // attachment() sets a type from the file name: the NDJSON type comes after it.
    response.status(200).attachment(`world-${worldId}.ndjson`).type(NDJSON_CONTENT_TYPE);
    await pipeline(Readable.from(file.lines), response).catch(() => response.destroy());
  }

  @RestRoute(forkWorldRoute)
  fork(@Param() params: unknown, @Body() body: unknown, @ApiCaller() caller: RequestContext): Promise<CopiedWorldResult> {
    const { worldId } = forkWorldRoute.params.path.parse(params);
    const { name, ...point } = forkWorldRoute.body.schema.parse(body ?? {});
    return this.commandBus.execute(new ForkWorldCommand(worldId, point, name, caller));
  }

  /** The body is an export file (NDJSON), read line by line as it arrives; nothing is written unless all of it holds. */
  @RestRoute(importWorldRoute)
  import(@Req() request: Request, @Query() query: unknown, @ApiCaller() caller: RequestContext): Promise<CopiedWorldResult> {
    const { name } = importWorldRoute.params.query.parse(query);
    if (request.is(['application/json', 'application/x-www-form-urlencoded'])) {
      throw DomainError.invalid('IMPORT.CONTENT_TYPE', `Send the export file as it was downloaded, with Content-Type: ${NDJSON_CONTENT_TYPE}`);
    }
    return this.commandBus.execute(new ImportWorldCommand(requestLines(request), name, caller));
  }
}
