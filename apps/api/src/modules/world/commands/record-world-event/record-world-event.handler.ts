import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { WorldEvent } from '@worldloom/contracts';
import { WorldCommandExecutor } from '../../world-command.executor';
import { GetBeatEventsQuery } from '../../queries/get-beat-events/get-beat-events.query';
import { RecordWorldEventCommand } from './record-world-event.command';

@CommandHandler(RecordWorldEventCommand)
export class RecordWorldEventHandler implements ICommandHandler<RecordWorldEventCommand, WorldEvent> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
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
    return event;
  }
}
