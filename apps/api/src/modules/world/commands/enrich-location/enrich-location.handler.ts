import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { EnrichLocationWithAiInput, Location, LocationEnrichment } from '@worldloom/contracts';
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
import { GetLocationQuery } from '../../queries/get-location/get-location.query';
import { type GeneratedCommand, WorldCommandExecutor } from '../../world-command.executor';
import { EnrichLocationCommand } from './enrich-location.command';

@CommandHandler(EnrichLocationCommand)
export class EnrichLocationHandler implements ICommandHandler<EnrichLocationCommand, Location> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: EnrichLocationCommand): Promise<Location> {
    const { world_id: worldId } = await this.queryBus.execute(new GetLocationQuery(input.locationId, context.userId));
    await this.executor.execute(worldId, (state, metadata) => this.decision(requireOwnedWorld(state, metadata), input, metadata), context);
    return this.queryBus.execute(new GetLocationQuery(input.locationId, context.userId));
  }

  private async decision(world: ExistingWorld, input: EnrichLocationWithAiInput, metadata: CommandContext): Promise<GeneratedCommand> {
    const { locationId, worldContext } = input;
    if (!world.locations.has(locationId)) throw DomainError.notFound('LOCATION.NOT_FOUND', `Location ${locationId} not found`);
    const commandWith = ({ description, tags }: LocationEnrichment): WorldCommand => ({
      type: 'UpdateLocation',
      data: { locationId, description, tags },
      metadata,
    });
    const { output, provenance } = await this.generator.enrichLocation(
      { world: generationWorld(world), location_id: locationId, world_context: worldContext, entities: generationEntities(world) },
      domainReview((enrichment) => worldDecider.decide(commandWith(enrichment), world)),
    );
    return { command: commandWith(output), provenance };
  }
}
