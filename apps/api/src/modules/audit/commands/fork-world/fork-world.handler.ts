import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CopiedWorldResult, WORLD_NAME_MAX } from '@worldloom/contracts';
import { resolvePoint } from '../../stream/world-points';
import { WorldStreamReader } from '../../stream/world-stream.reader';
import { CopiedWorldWriter } from '../copied-world.writer';
import { ForkWorldCommand } from './fork-world.command';

const FORK_SUFFIX = ' (fork)';

function forkName(sourceName: string): string {
  return `${sourceName.slice(0, WORLD_NAME_MAX - FORK_SUFFIX.length)}${FORK_SUFFIX}`;
}

/**
 * A new world of the same owner whose history is the source's up to the point: its first event names the
 * source and the revision, the rest are the source's events under new ids. The source does not change.
 */
@CommandHandler(ForkWorldCommand)
export class ForkWorldHandler implements ICommandHandler<ForkWorldCommand, CopiedWorldResult> {
  constructor(
    @Inject(WorldStreamReader) private readonly reader: WorldStreamReader,
    @Inject(CopiedWorldWriter) private readonly writer: CopiedWorldWriter,
  ) {}

  async execute({ worldId, point, name, context }: ForkWorldCommand): Promise<CopiedWorldResult> {
    const { events } = await this.reader.read(worldId, context.userId);
    const revision = resolvePoint(events, point);
    const created = events[0]!.event;
    const sourceName = created.type === 'WorldCreated' ? created.data.name : 'World';
    return this.writer.write({
      events: events.slice(0, revision + 1),
      sourceWorldId: worldId,
      name: name ?? forkName(sourceName),
      origin: { kind: 'fork', sourceWorldId: worldId, sourceRevision: revision },
      context,
    });
  }
}
