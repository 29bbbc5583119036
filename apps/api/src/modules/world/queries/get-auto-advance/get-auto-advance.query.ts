import { Query } from '@nestjs/cqrs';
import type { AutoAdvance } from '@worldloom/contracts';

/** Whether the world's arc advances by itself once every player has acted (off by default). */
export class GetAutoAdvanceQuery extends Query<AutoAdvance> {
  constructor(readonly worldId: string) {
    super();
  }
}
