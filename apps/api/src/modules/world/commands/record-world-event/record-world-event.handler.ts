import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { WorldEvent } from '@worldloom/contracts';
import { everyPlayerHasActed, type WorldState } from '@worldloom/domain';
import type { RequestContext } from '#platform/commands/request-context';
import { ProgressArcCommand } from '../progress-arc/progress-arc.command';
import { WorldCommandExecutor } from '../../world-command.executor';
import { GetBeatEventsQuery } from '../../queries/get-beat-events/get-beat-events.query';
import { RecordWorldEventCommand } from './record-world-event.command';

@CommandHandler(RecordWorldEventCommand)
export class RecordWorldEventHandler implements ICommandHandler<RecordWorldEventCommand, WorldEvent> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  async execute({ input, context }: RecordWorldEventCommand): Promise<WorldEvent> {
    const eventId = randomUUID();
    const outcome = await this.executor.execute(
      input.world_id,
      (_state, metadata) => ({
        type: 'RecordWorldEvent',
        data: { eventId, eventType: input.event_type, impactLevel: input.impact_level, description: input.description },
        metadata,
      }),
      context,
    );
    const recorded = outcome.events.find((event) => event.type === 'WorldEventRecorded');
    const beatId = recorded?.type === 'WorldEventRecorded' ? recorded.data.beatId : null;
    const events = beatId ? await this.queryBus.execute(new GetBeatEventsQuery(beatId, context.userId)) : [];
    const event = events.find((candidate) => candidate.id === eventId);
    if (!event) throw new Error(`World event ${eventId} is missing from the read model`);
    const characterId = recorded?.type === 'WorldEventRecorded' ? recorded.data.characterId : undefined;
    if (characterId !== undefined) await this.advanceOnceEveryPlayerActed(outcome.state, context);
    return characterId === undefined ? event : { ...event, character_id: characterId };
  }

  /**
   * With auto-advance on, the last player to act moves the arc on, as the world's owner would (a player may not
   * progress it). The action is stored either way: a failed progress is logged, and the owner may progress by hand.
   */
  private async advanceOnceEveryPlayerActed(state: WorldState, context: RequestContext): Promise<void> {
    if (state.status !== 'created' || state.currentArc === null || !everyPlayerHasActed(state)) return;
    const owner: RequestContext = { ...context, userId: state.ownerId, actingUserId: undefined, actor: { kind: 'system', id: 'auto-advance' } };
    try {
      await this.commandBus.execute(new ProgressArcCommand({ worldId: state.worldId, arcId: state.currentArc.arcId }, owner));
    } catch (error) {
      console.error('Auto-advance did not progress the arc', error);
    }
  }
}
