import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Faction } from '@worldloom/contracts';
import { GetFactionQuery } from '../../queries/get-faction/get-faction.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { definedOnly } from '../defined-only';
import { UpdateFactionCommand } from './update-faction.command';

@CommandHandler(UpdateFactionCommand)
export class UpdateFactionHandler implements ICommandHandler<UpdateFactionCommand, Faction> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: UpdateFactionCommand): Promise<Faction> {
    const { world_id: worldId } = await this.queryBus.execute(new GetFactionQuery(input.id, context.userId));
    const changes = definedOnly({ name: input.name, status: input.status, leaderId: input.leader_id, ideology: input.ideology });
    await this.executor.execute(
      worldId,
      (_state, metadata) => ({ type: 'UpdateFaction', data: { factionId: input.id, ...changes }, metadata }),
      context,
    );
    return this.queryBus.execute(new GetFactionQuery(input.id, context.userId));
  }
}
