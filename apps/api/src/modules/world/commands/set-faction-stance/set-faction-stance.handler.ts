import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { FactionStanceView } from '@worldloom/contracts';
import { GetFactionQuery } from '../../queries/get-faction/get-faction.query';
import { GetFactionStancesQuery } from '../../queries/get-faction-stances/get-faction-stances.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { SetFactionStanceCommand } from './set-faction-stance.command';

@CommandHandler(SetFactionStanceCommand)
export class SetFactionStanceHandler implements ICommandHandler<SetFactionStanceCommand, FactionStanceView> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** The domain refuses a stance toward itself, toward a faction of no world of the caller's, or one already held. */
  async execute({ input, context }: SetFactionStanceCommand): Promise<FactionStanceView> {
    const { sourceId, targetId, stance, reason } = input;
    const { world_id: worldId } = await this.queryBus.execute(new GetFactionQuery(sourceId, context.userId));
    await this.executor.execute(
      worldId,
      (_state, metadata) => ({
        type: 'SetFactionStance',
        data: { sourceFactionId: sourceId, targetFactionId: targetId, stance, reason },
        metadata,
      }),
      context,
    );
    const stances = await this.queryBus.execute(new GetFactionStancesQuery(sourceId, context.userId));
    const now = stances.find((entry) => entry.targetId === targetId);
    if (!now) throw new Error(`The stance of faction ${sourceId} toward ${targetId} is missing from the read model`);
    return now;
  }
}
