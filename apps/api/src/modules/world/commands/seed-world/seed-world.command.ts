import { Command } from '@nestjs/cqrs';
import type { SeedWorldResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

/** Asks for seeding and returns at once; the seeding worker does the work from the event. */
export class SeedWorldCommand extends Command<SeedWorldResult> {
  constructor(
    readonly worldId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
