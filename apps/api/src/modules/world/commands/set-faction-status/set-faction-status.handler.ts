import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Doctrine, Faction, SetFactionStatusInput } from '@worldloom/contracts';
import { type CommandContext, type ExistingWorld, requireOwnedWorld, worldDecider, type WorldCommand } from '@worldloom/domain';
import { STORY_GENERATOR, type StoryGenerator } from '#story-generator';
import { generationEntities, generationWorld } from '../../generation/generation-inputs';
import { domainReview } from '../../generation/generation-review';
import { GetFactionQuery } from '../../queries/get-faction/get-faction.query';
import { type GeneratedCommand, WorldCommandExecutor } from '../../world-command.executor';
import { SetFactionStatusCommand } from './set-faction-status.command';

@CommandHandler(SetFactionStatusCommand)
export class SetFactionStatusHandler implements ICommandHandler<SetFactionStatusCommand, Faction> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: SetFactionStatusCommand): Promise<Faction> {
    const { world_id: worldId } = await this.queryBus.execute(new GetFactionQuery(input.id, context.userId));
    await this.executor.execute(worldId, (state, metadata) => this.decision(requireOwnedWorld(state, metadata), input, metadata), context);
    return this.queryBus.execute(new GetFactionQuery(input.id, context.userId));
  }

  private async decision(world: ExistingWorld, input: SetFactionStatusInput, metadata: CommandContext): Promise<GeneratedCommand> {
    const commandWith = (doctrine?: Doctrine): WorldCommand => ({
      type: 'SetFactionStatus',
      data: { factionId: input.id, status: input.status, reason: input.reason, ...(doctrine && { doctrine }) },
      metadata,
    });
    // A change the domain refuses (the same status, a transition the table forbids) is refused before anything is written for it.
    worldDecider.decide(commandWith(), world);
    const { output, provenance } = await this.generator.generateDoctrine(
      {
        world: generationWorld(world),
        faction_id: input.id,
        status: input.status,
        reason: input.reason,
        entities: generationEntities(world),
      },
      domainReview((doctrine) => worldDecider.decide(commandWith(doctrine), world)),
    );
    // The status change and its reason are the caller's; only the doctrine is the generator's.
    return { command: commandWith(output), provenance, writtenByGenerator: (event) => event.type === 'FactionDoctrineRewritten' };
  }
}
