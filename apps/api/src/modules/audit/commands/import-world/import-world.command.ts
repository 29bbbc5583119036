import { Command } from '@nestjs/cqrs';
import type { CopiedWorldResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** audit.importWorld, POST /api/worlds/import: a new world of the caller's from an export file's lines. */
export class ImportWorldCommand extends Command<CopiedWorldResult> {
  constructor(
    readonly lines: AsyncIterable<string> | Iterable<string>,
    readonly name: string | undefined,
    readonly context: RequestContext,
  ) {
    super();
  }
}
