import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CopiedWorldResult } from '@worldloom/contracts';
import { checkWorldHistory } from '@worldloom/domain';
import { parseExport } from '../../import/parse-export';
import { CopiedWorldWriter } from '../copied-world.writer';
import { ImportWorldCommand } from './import-world.command';

/**
 * Reads and checks the whole file first (checksum, schema versions, every event's data, the history's
 * consistency); only then is the new world written, in one append. A refused file writes nothing.
 */
@CommandHandler(ImportWorldCommand)
export class ImportWorldHandler implements ICommandHandler<ImportWorldCommand, CopiedWorldResult> {
  constructor(@Inject(CopiedWorldWriter) private readonly writer: CopiedWorldWriter) {}

  async execute({ lines, name, context }: ImportWorldCommand): Promise<CopiedWorldResult> {
    const { header, events, sha256 } = await parseExport(lines);
    checkWorldHistory(events.map(({ event }) => event));
    const created = events[0]!.event;
    return this.writer.write({
      events,
      sourceWorldId: header.worldId,
      name: name ?? (created.type === 'WorldCreated' ? created.data.name : 'Imported world'),
      origin: { kind: 'import', sourceWorldId: header.worldId, sourceChecksum: sha256 },
      context,
    });
  }
}
