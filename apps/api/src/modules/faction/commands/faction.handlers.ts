import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { DeletedResult, Faction } from '@worldloom/contracts';
import { WorldCommandExecutor } from '../../../platform/commands/world-command.executor';
import { definedOnly } from '../../story/mapping/defined-only';
import { GetFactionQuery } from '../queries/get-faction/get-faction.query';
import { CreateFactionCommand, DeleteFactionCommand, UpdateFactionCommand } from './faction.commands';

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

@CommandHandler(DeleteFactionCommand)
export class DeleteFactionHandler implements ICommandHandler<DeleteFactionCommand, DeletedResult> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ id, context }: DeleteFactionCommand): Promise<DeletedResult> {
    const { world_id: worldId } = await this.queryBus.execute(new GetFactionQuery(id, context.userId));
    await this.executor.execute(worldId, (_state, metadata) => ({ type: 'RemoveFaction', data: { factionId: id }, metadata }), context);
    return { id, deleted: true };
  }
}
