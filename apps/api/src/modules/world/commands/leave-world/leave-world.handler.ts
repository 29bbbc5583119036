import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorldCommandExecutor } from '../../world-command.executor';
import { LeaveWorldCommand } from './leave-world.command';

@CommandHandler(LeaveWorldCommand)
export class LeaveWorldHandler implements ICommandHandler<LeaveWorldCommand, { worldId: string }> {
  constructor(@Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor) {}

  async execute({ worldId, context }: LeaveWorldCommand): Promise<{ worldId: string }> {
    await this.executor.execute(worldId, (_state, metadata) => ({ type: 'LeaveWorld', data: {}, metadata }), context);
    return { worldId };
  }
}
