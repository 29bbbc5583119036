import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from '#auth/module';
import { AuditController } from './audit.controller';
import { CopiedWorldWriter } from './commands/copied-world.writer';
import { ForkWorldHandler } from './commands/fork-world/fork-world.handler';
import { ImportWorldHandler } from './commands/import-world/import-world.handler';
import { ExportDownloadController } from './export/export-download.controller';
import { DiffWorldStatesHandler } from './queries/diff-world-states/diff-world-states.handler';
import { ExportWorldHandler } from './queries/export-world/export-world.handler';
import { GetWorldHistoryHandler } from './queries/get-world-history/get-world-history.handler';
import { GetWorldStateAtHandler } from './queries/get-world-state-at/get-world-state-at.handler';
import { IssueExportLinkHandler } from './queries/issue-export-link/issue-export-link.handler';
import { WorldSnapshotStore } from './snapshot/world-snapshot.store';
import { WorldStates } from './stream/world-states';
import { WorldStreamReader } from './stream/world-stream.reader';

/** History, time travel, export/import and forks: read from the worlds' streams (ARCHITECTURE.md "Audit"). */
@Module({
  imports: [CqrsModule, AuthModule],
  controllers: [AuditController, ExportDownloadController],
  providers: [
    WorldSnapshotStore,
    WorldStreamReader,
    WorldStates,
    CopiedWorldWriter,
    GetWorldHistoryHandler,
    GetWorldStateAtHandler,
    DiffWorldStatesHandler,
    ExportWorldHandler,
    IssueExportLinkHandler,
    ForkWorldHandler,
    ImportWorldHandler,
  ],
})
export class AuditModule {}
