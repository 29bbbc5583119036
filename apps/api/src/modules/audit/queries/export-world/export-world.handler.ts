import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { worldNotFound, worldStreamId } from '@worldloom/domain';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { toWorldStreamEvent } from '../../stream/stored-event';
import { EventLinesChecksum, eventLine, exportHeader, jsonLine, trailerLine } from '../../export/world-export.format';
import { ExportWorldQuery, type WorldExport } from './export-world.query';

/** Events read per round trip while streaming: the file is never held whole in memory. */
const PAGE_SIZE = 500;

@QueryHandler(ExportWorldQuery)
export class ExportWorldHandler implements IQueryHandler<ExportWorldQuery, WorldExport> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Checks ownership and fixes the last revision now; the lines are read when the caller iterates. */
  async execute({ worldId, ownerId }: ExportWorldQuery): Promise<WorldExport> {
    const streamId = worldStreamId(worldId);
    const [first] = await this.store.readStream(streamId, { maxCount: 1 });
    const created = first && toWorldStreamEvent(first).event;
    if (created?.type !== 'WorldCreated' || created.data.ownerId !== ownerId) throw worldNotFound();
    const [last] = await this.store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    // Events appended while the file streams are left out: it shows the world as it was when asked.
    const lastRevision = last!.revision;
    const header = exportHeader(worldId, Number(lastRevision) + 1, new Date().toISOString());
    return { header, worldName: created.data.name, lines: this.lines(streamId, jsonLine(header), lastRevision) };
  }

  private async *lines(streamId: string, header: string, lastRevision: bigint): AsyncIterable<string> {
    yield header;
    const checksum = new EventLinesChecksum();
    let next = 0n;
    while (next <= lastRevision) {
      const page = await this.store.readStream(streamId, { fromRevision: next, maxCount: PAGE_SIZE });
      for (const recorded of page) {
        if (recorded.revision > lastRevision) break;
        const line = eventLine(recorded);
        checksum.add(line);
        yield line;
      }
      if (page.length === 0) break;
      next = page.at(-1)!.revision + 1n;
    }
    yield trailerLine(Number(lastRevision) + 1, checksum.hex());
  }
}
