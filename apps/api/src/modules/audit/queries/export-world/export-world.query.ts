import { Query } from '@nestjs/cqrs';
import type { ExportHeader } from '@worldloom/contracts';

/** A world's export, read lazily: the file's lines (each ending in "\n"), header first, trailer last. */
export interface WorldExport {
  readonly header: ExportHeader;
  readonly lines: AsyncIterable<string>;
}

/** GET /api/worlds/{worldId}/export: the world's whole stream as NDJSON, streamed page by page. */
export class ExportWorldQuery extends Query<WorldExport> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
