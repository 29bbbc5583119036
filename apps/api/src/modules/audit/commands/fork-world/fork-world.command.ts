import { Command } from '@nestjs/cqrs';
import type { CopiedWorldResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import type { NamedPoint } from '#world';

/** audit.fork, POST /api/worlds/{worldId}/fork: a what-if branch from the world's state at a point (default: latest). */
export class ForkWorldCommand extends Command<CopiedWorldResult> {
  constructor(
    readonly worldId: string,
    readonly point: NamedPoint,
    readonly name: string | undefined,
    readonly context: RequestContext,
  ) {
    super();
  }
}
