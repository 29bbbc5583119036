import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { CreateFactionInput, Doctrine, Faction } from '@worldloom/contracts';
import { type CommandContext, requireOwnedWorld, worldDecider, type WorldCommand, type WorldState } from '@worldloom/domain';
import { STORY_GENERATOR, type StoryGenerator } from '#story-generator';
import { generationEntities, generationWorld } from '../../generation/generation-inputs';
import { domainReview } from '../../generation/generation-review';
import { GetFactionQuery } from '../../queries/get-faction/get-faction.query';
import { type GeneratedCommand, WorldCommandExecutor } from '../../world-command.executor';
import { CreateFactionCommand } from './create-faction.command';

@CommandHandler(CreateFactionCommand)
export class CreateFactionHandler implements ICommandHandler<CreateFactionCommand, Faction> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: CreateFactionCommand): Promise<Faction> {
    const factionId = randomUUID();
    await this.executor.execute(
      input.world_id,
      (state, metadata) => {
        const withDoctrine = (doctrine: Doctrine) => addFaction(input, factionId, metadata, doctrine);
        const asGiven = withDoctrine({ ideology: input.ideology, tags: input.tags });
        return input.enrich ? this.enriched(state, input, factionId, asGiven, withDoctrine) : asGiven;
      },
      context,
    );
    return this.queryBus.execute(new GetFactionQuery(factionId, context.userId));
  }

  /**
   * The domain refuses the faction as given before anything is generated; the generator then writes its doctrine
   * for its status, seeing it among the world's entities, and the domain judges it in the command that adds it.
   */
  private async enriched(
    state: WorldState,
    input: CreateFactionInput,
    factionId: string,
    asGiven: WorldCommand,
    withDoctrine: (doctrine: Doctrine) => WorldCommand,
  ): Promise<GeneratedCommand> {
    const draft = requireOwnedWorld(worldDecider.decide(asGiven, state).reduce(worldDecider.evolve, state), asGiven.metadata);
    const { output, provenance } = await this.generator.generateDoctrine(
      { world: generationWorld(draft), faction_id: factionId, status: input.status, reason: null, entities: generationEntities(draft) },
      domainReview((doctrine) => worldDecider.decide(withDoctrine(doctrine), state)),
    );
    return { command: withDoctrine(output), provenance };
  }
}

function addFaction(input: CreateFactionInput, factionId: string, metadata: CommandContext, doctrine: Doctrine): WorldCommand {
  return {
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
      ideology: doctrine.ideology,
      tags: doctrine.tags,
    },
    metadata,
  };
}
