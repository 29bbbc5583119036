import {
  ForkWorldInput,
  ImportWorldInput,
  WorldDiffInput,
  WorldHistoryInput,
  WorldIdInput,
  WorldStateAtInput,
} from '@worldloom/contracts';
import { authedProcedure, router } from '#platform/trpc/trpc';
import { GetWorldStateAtQuery } from '#world';
import { ForkWorldCommand } from './commands/fork-world/fork-world.command';
import { ImportWorldCommand } from './commands/import-world/import-world.command';
import { DiffWorldStatesQuery } from './queries/diff-world-states/diff-world-states.query';
import { GetWorldHistoryQuery } from './queries/get-world-history/get-world-history.query';
import { IssueExportLinkQuery } from './queries/issue-export-link/issue-export-link.query';

/** The `audit.*` calls: history, state at a point, diff, a link to download the export, fork and import. */
export const auditRouter = router({
  history: authedProcedure
    .input(WorldHistoryInput)
    .query(({ ctx, input }) => ctx.queryBus.execute(new GetWorldHistoryQuery(input, ctx.user.userId))),
  stateAt: authedProcedure
    .input(WorldStateAtInput)
    .query(({ ctx, input: { worldId, ...point } }) =>
      ctx.queryBus.execute(new GetWorldStateAtQuery(worldId, point, ctx.user.userId, ctx.requestContext.actingUserId ?? ctx.requestContext.userId)),
    ),
  diff: authedProcedure
    .input(WorldDiffInput)
    .query(({ ctx, input }) => ctx.queryBus.execute(new DiffWorldStatesQuery(input.worldId, input.from, input.to, ctx.user.userId))),
  // A link rather than the file: the browser saves the download as it streams (export/export-download.controller.ts).
  exportLink: authedProcedure
    .input(WorldIdInput)
    .mutation(({ ctx, input }) => ctx.queryBus.execute(new IssueExportLinkQuery(input.worldId, ctx.user))),
  fork: authedProcedure
    .input(ForkWorldInput)
    .mutation(({ ctx, input: { worldId, name, ...point } }) =>
      ctx.commandBus.execute(new ForkWorldCommand(worldId, point, name, ctx.requestContext)),
    ),
  importWorld: authedProcedure
    .input(ImportWorldInput)
    .mutation(({ ctx, input }) =>
      ctx.commandBus.execute(new ImportWorldCommand(input.ndjson.split(/\r?\n/), input.name, ctx.requestContext)),
    ),
});
