import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ExportLink } from '@worldloom/contracts';
import { DownloadTokens } from '#auth/module';
import { exportDownloadPath, worldExportResource } from '../../export/export-download';
import { exportFileName } from '../../export/world-export.format';
import { ExportWorldQuery } from '../export-world/export-world.query';
import { IssueExportLinkQuery } from './issue-export-link.query';

@QueryHandler(IssueExportLinkQuery)
export class IssueExportLinkHandler implements IQueryHandler<IssueExportLinkQuery, ExportLink> {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(DownloadTokens) private readonly tokens: DownloadTokens,
  ) {}

  /** Only the owner gets a link (another user's world is WORLD.NOT_FOUND); the file is read when it is followed. */
  async execute({ worldId, user }: IssueExportLinkQuery): Promise<ExportLink> {
    const { worldName, header } = await this.queryBus.execute(new ExportWorldQuery(worldId, user.userId));
    const fileName = exportFileName(worldName, header.exportedAt);
    const { token, expiresAt } = await this.tokens.issue(user, worldExportResource(worldId), fileName);
    return { url: exportDownloadPath(token), file_name: fileName, expires_at: expiresAt };
  }
}
