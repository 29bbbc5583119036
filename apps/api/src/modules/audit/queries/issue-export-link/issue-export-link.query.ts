import { Query } from '@nestjs/cqrs';
import type { ExportLink } from '@worldloom/contracts';
import type { AuthenticatedUser } from '#auth';

/** audit.exportLink: a short-lived link the signed-in owner's browser follows to download the world's export. */
export class IssueExportLinkQuery extends Query<ExportLink> {
  constructor(
    readonly worldId: string,
    readonly user: AuthenticatedUser,
  ) {
    super();
  }
}
