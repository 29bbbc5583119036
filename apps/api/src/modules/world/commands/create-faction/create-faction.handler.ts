import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Faction } from '@worldloom/contracts';
import { GetFactionQuery } from '../../queries/get-faction/get-faction.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { CreateFactionCommand } from './create-faction.command';

@CommandHandler(CreateFactionCommand)
export class CreateFactionHandler implements ICommandHandler<CreateFactionCommand, Faction> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: CreateFactionCommand): Promise<Faction> {
    const factionId = randomUUID();
    await this.executor.execute(
      input.world_id,
      (_state, metadata) => ({
        type: 'AddFaction',
        data: {
          factionId,
          name: input.name,
          type: input.type,
          status: input.status,
          membersEstimate: input.members_estimate,
          controlledLocationIds: input.controlled_locations,
          leaderId: input.leader_id ?? null,
          bannerColor: input.banner_color,
          ideology: input.ideology,
          tags: input.tags,
        },
        metadata,
      }),
      context,
    );
    return this.queryBus.execute(new GetFactionQuery(factionId, context.userId));
  }
}
