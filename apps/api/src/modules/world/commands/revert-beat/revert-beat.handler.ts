import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { RevertBeatResult } from '@worldloom/contracts';
import { GetWorldStateQuery } from '../../queries/get-world-state/get-world-state.query';
import { WorldCommandExecutor } from '../../world-command.executor';
import { RevertBeatCommand } from './revert-beat.command';

@CommandHandler(RevertBeatCommand)
export class RevertBeatHandler implements ICommandHandler<RevertBeatCommand, RevertBeatResult> {
  constructor(
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, context }: RevertBeatCommand): Promise<RevertBeatResult> {
    const outcome = await this.executor.execute(input.worldId, (_state, metadata) => ({ type: 'RevertBeat', data: { arcId: input.arcId }, metadata }), context);
    const reverted = outcome.events.find((event) => event.type === 'BeatReverted');
    if (reverted?.type !== 'BeatReverted') throw new Error('A revert appended no BeatReverted');
    const { beatId, beatIndex, beatName, restoredBeatId, kept } = reverted.data;
    const view = await this.queryBus.execute(new GetWorldStateQuery(input.worldId, context.userId));
    const current = view.currentBeats.find((beat) => beat.id === restoredBeatId);
    if (!current) throw new Error(`Beat ${restoredBeatId} is missing from the read model`);
    return {
      reverted_beat: { id: beatId, beat_index: beatIndex, beat_name: beatName },
      current_beat: current,
      kept: kept.map(({ entityId, field, message }) => ({ entity_id: entityId, field, message })),
    };
  }
}
