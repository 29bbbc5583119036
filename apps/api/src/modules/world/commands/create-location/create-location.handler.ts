import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { CreateLocationInput, Location, LocationEnrichment } from '@worldloom/contracts';
import { type CommandContext, requireOwnedWorld, worldDecider, type WorldCommand, type WorldState } from '@worldloom/domain';
import { STORY_GENERATOR, type StoryGenerator } from '#story-generator';
import { generationEntities, generationWorld } from '../../generation/generation-inputs';
import { domainReview } from '../../generation/generation-review';
import { GetLocationQuery } from '../../queries/get-location/get-location.query';
import { type GeneratedCommand, WorldCommandExecutor } from '../../world-command.executor';
import { CreateLocationCommand } from './create-location.command';

@CommandHandler(CreateLocationCommand)
export class CreateLocationHandler implements ICommandHandler<CreateLocationCommand, Location> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: CreateLocationCommand): Promise<Location> {
    const locationId = randomUUID();
    await this.executor.execute(
      input.world_id,
      (state, metadata) => {
        const withProfile = (profile: LocationEnrichment) => addLocation(input, locationId, metadata, profile);
        const asGiven = withProfile({ description: input.description, tags: input.tags });
        return input.enrich ? this.enriched(state, locationId, asGiven, withProfile) : asGiven;
      },
      context,
    );
    return this.queryBus.execute(new GetLocationQuery(locationId, context.userId));
  }

  /**
   * The domain refuses the place as given before anything is generated; the generator then sees it among the
   * world's entities, and the domain judges its description and tags in the very command that adds it.
   */
  private async enriched(
    state: WorldState,
    locationId: string,
    asGiven: WorldCommand,
    withProfile: (profile: LocationEnrichment) => WorldCommand,
  ): Promise<GeneratedCommand> {
    const draft = requireOwnedWorld(worldDecider.decide(asGiven, state).reduce(worldDecider.evolve, state), asGiven.metadata);
    const { output, provenance } = await this.generator.enrichLocation(
      { world: generationWorld(draft), location_id: locationId, world_context: '', entities: generationEntities(draft) },
      domainReview((profile) => worldDecider.decide(withProfile(profile), state)),
    );
    return { command: withProfile(output), provenance };
  }
}

function addLocation(input: CreateLocationInput, locationId: string, metadata: CommandContext, profile: LocationEnrichment): WorldCommand {
  return {
    type: 'AddLocation',
    data: {
      locationId,
      name: input.name,
      type: input.type,
      status: input.status,
      description: profile.description,
      tags: profile.tags,
      parentLocationId: input.parent_location_id ?? null,
      relativeX: input.relative_x ?? null,
      relativeY: input.relative_y ?? null,
    },
    metadata,
  };
}
