import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SeedWorldResult } from '@worldloom/contracts';
import { WorldCommandExecutor } from '../../world-command.executor';
import { SeedWorldCommand } from './seed-world.command';

@CommandHandler(SeedWorldCommand)
export class SeedWorldHandler implements ICommandHandler<SeedWorldCommand, SeedWorldResult> {
  constructor(@Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor) {}

  async execute({ worldId, context }: SeedWorldCommand): Promise<SeedWorldResult> {
    const requestId = randomUUID();
    await this.executor.execute(worldId, (_state, metadata) => ({ type: 'RequestSeeding', data: { requestId }, metadata }), context);
    return { worldId, requestId, status: 'seeding' };
  }
}
