import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AutoAdvance } from '@worldloom/contracts';
import { WorldCommandExecutor } from '../../world-command.executor';
import { SetAutoAdvanceCommand } from './set-auto-advance.command';

@CommandHandler(SetAutoAdvanceCommand)
export class SetAutoAdvanceHandler implements ICommandHandler<SetAutoAdvanceCommand, AutoAdvance> {
  constructor(@Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor) {}

  async execute({ input: { worldId, enabled }, context }: SetAutoAdvanceCommand): Promise<AutoAdvance> {
    const { state } = await this.executor.execute(worldId, (_state, metadata) => ({ type: 'SetAutoAdvance', data: { enabled }, metadata }), context);
    return { enabled: state.status === 'created' ? state.membership.autoAdvance : enabled };
  }
}
