import { Query } from '@nestjs/cqrs';
import type { ExportHeader } from '@worldloom/contracts';

/** A world's export, read lazily: the file's lines (each ending in "\n"), header first, trailer last. */
export interface WorldExport {
  readonly header: ExportHeader;
  /** The name the world was created with (a file name is made from it). */
  readonly worldName: string;
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
