import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AutoAdvance } from '@worldloom/contracts';
import { WorldCommandExecutor } from '../../world-command.executor';
import { GetAutoAdvanceQuery } from './get-auto-advance.query';

/** The setting lives in the world's stream only (no read model keeps it): read from the folded state. */
@QueryHandler(GetAutoAdvanceQuery)
export class GetAutoAdvanceHandler implements IQueryHandler<GetAutoAdvanceQuery, AutoAdvance> {
  constructor(@Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor) {}

  async execute({ worldId }: GetAutoAdvanceQuery): Promise<AutoAdvance> {
    const { state } = await this.executor.load(worldId);
    return { enabled: state.status === 'created' && state.membership.autoAdvance };
  }
}
