import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ClaimMethod, Faction } from '@worldloom/contracts';
import { GetFactionQuery } from '../../queries/get-faction/get-faction.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { ClaimLocationCommand } from './claim-location.command';

const DEFAULT_REASONS: Readonly<Record<ClaimMethod, string>> = {
  conquest: 'Claimed by conquest',
  treaty: 'Claimed by treaty',
};

@CommandHandler(ClaimLocationCommand)
export class ClaimLocationHandler implements ICommandHandler<ClaimLocationCommand, Faction> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: ClaimLocationCommand): Promise<Faction> {
    const { factionId, locationId, method } = input;
    const { world_id: worldId } = await this.queryBus.execute(new GetFactionQuery(factionId, context.userId));
    const reason = input.reason ?? DEFAULT_REASONS[method];
    await this.executor.execute(
      worldId,
      (_state, metadata) => ({ type: 'ClaimLocation', data: { factionId, locationId, method, reason }, metadata }),
      context,
    );
    return this.queryBus.execute(new GetFactionQuery(factionId, context.userId));
  }
}
