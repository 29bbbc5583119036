import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, Param, Res, UnauthorizedException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ApiErrorBody } from '@worldloom/contracts';
import type { Response } from 'express';
import { type DownloadGrant, DownloadTokens, InvalidDownloadTokenError } from '#auth/module';
import { ExportWorldQuery, type WorldExport } from '../queries/export-world/export-world.query';
import { attachmentDisposition, DOWNLOADS_ROUTE, exportedWorldOf } from './export-download';
import { NDJSON_CONTENT_TYPE } from './world-export.format';

const INVALID_LINK: ApiErrorBody = { error: 'This download link is invalid or has expired. Export again.', code: 'UNAUTHORIZED' };

/**
 * The web app's export download (audit.exportLink gives the link): the browser follows it and saves the
 * NDJSON as it streams, so neither the server nor the page holds the file whole. Not part of the public REST
 * API (integrators use GET /api/worlds/{worldId}/export with their key); errors have its shape all the same.
 */
@Controller(DOWNLOADS_ROUTE)
export class ExportDownloadController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(DownloadTokens) private readonly tokens: DownloadTokens,
  ) {}

  @Get(':token')
  async download(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const grant = await this.grant(token);
    const worldId = exportedWorldOf(grant.resource);
    if (!worldId) throw new UnauthorizedException(INVALID_LINK);
    const file: WorldExport = await this.queryBus.execute(new ExportWorldQuery(worldId, grant.userId));
    response
      .status(200)
      .type(NDJSON_CONTENT_TYPE)
      .setHeader('Content-Disposition', attachmentDisposition(grant.fileName))
      .setHeader('Cache-Control', 'no-store');
    await pipeline(Readable.from(file.lines), response).catch(() => response.destroy());
  }

  private async grant(token: string): Promise<DownloadGrant> {
    try {
      return await this.tokens.verify(token);
    } catch (error) {
      if (error instanceof InvalidDownloadTokenError) throw new UnauthorizedException(INVALID_LINK);
      throw error;
    }
  }
}
