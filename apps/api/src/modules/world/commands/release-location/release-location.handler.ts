import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Faction } from '@worldloom/contracts';
import { GetFactionQuery } from '../../queries/get-faction/get-faction.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { ReleaseLocationCommand } from './release-location.command';

@CommandHandler(ReleaseLocationCommand)
export class ReleaseLocationHandler implements ICommandHandler<ReleaseLocationCommand, Faction> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: ReleaseLocationCommand): Promise<Faction> {
    const { factionId, locationId, reason } = input;
    const { world_id: worldId } = await this.queryBus.execute(new GetFactionQuery(factionId, context.userId));
    await this.executor.execute(
      worldId,
      (_state, metadata) => ({ type: 'ReleaseLocation', data: { factionId, locationId, reason }, metadata }),
      context,
    );
    return this.queryBus.execute(new GetFactionQuery(factionId, context.userId));
  }
}
