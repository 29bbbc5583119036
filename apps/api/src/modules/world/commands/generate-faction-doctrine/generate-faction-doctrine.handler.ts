import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Doctrine, Faction } from '@worldloom/contracts';
import {
  type CommandContext,
  DomainError,
  type ExistingWorld,
  requireOwnedWorld,
  worldDecider,
  type WorldCommand,
} from '@worldloom/domain';
import { STORY_GENERATOR, type StoryGenerator } from '#story-generator';
import { generationEntities, generationWorld } from '../../generation/generation-inputs';
import { domainReview } from '../../generation/generation-review';
import { GetFactionQuery } from '../../queries/get-faction/get-faction.query';
import { type GeneratedCommand, WorldCommandExecutor } from '../../world-command.executor';
import { GenerateFactionDoctrineCommand } from './generate-faction-doctrine.command';

@CommandHandler(GenerateFactionDoctrineCommand)
export class GenerateFactionDoctrineHandler implements ICommandHandler<GenerateFactionDoctrineCommand, Faction> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ factionId, context }: GenerateFactionDoctrineCommand): Promise<Faction> {
    const { world_id: worldId } = await this.queryBus.execute(new GetFactionQuery(factionId, context.userId));
    await this.executor.execute(
      worldId,
      (state, metadata) => this.decision(requireOwnedWorld(state, metadata), factionId, metadata),
      context,
    );
    return this.queryBus.execute(new GetFactionQuery(factionId, context.userId));
  }

  private async decision(world: ExistingWorld, factionId: string, metadata: CommandContext): Promise<GeneratedCommand> {
    const faction = world.factions.get(factionId);
    if (!faction) throw DomainError.notFound('FACTION.NOT_FOUND', `Faction ${factionId} not found`);
    const commandWith = (doctrine: Doctrine): WorldCommand => ({
      type: 'RewriteFactionDoctrine',
      data: { factionId, ...doctrine },
      metadata,
    });
    const { output, provenance } = await this.generator.generateDoctrine(
      { world: generationWorld(world), faction_id: factionId, status: faction.status, reason: null, entities: generationEntities(world) },
      domainReview((doctrine) => worldDecider.decide(commandWith(doctrine), world)),
    );
    return { command: commandWith(output), provenance };
  }
}
