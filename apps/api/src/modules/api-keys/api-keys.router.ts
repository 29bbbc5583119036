import { CreateApiKeyInput, RevokeApiKeyInput, UpdateApiKeyInput } from '@worldloom/contracts';
import { authedProcedure, router } from '#platform/trpc/trpc';
import { CreateApiKeyCommand } from './commands/create-api-key/create-api-key.command';
import { RenameApiKeyCommand } from './commands/rename-api-key/rename-api-key.command';
import { RevokeApiKeyCommand } from './commands/revoke-api-key/revoke-api-key.command';
import { ListApiKeysQuery } from './queries/list-api-keys/list-api-keys.query';

/** The `auth.apiKeys.*` calls of SPEC.md §7: the signed-in user's own keys only. */
export const apiKeysRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.queryBus.execute(new ListApiKeysQuery(ctx.user.userId))),
  create: authedProcedure
    .input(CreateApiKeyInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateApiKeyCommand(ctx.user.userId, input))),
  revoke: authedProcedure
    .input(RevokeApiKeyInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new RevokeApiKeyCommand(ctx.user.userId, input.keyId))),
  update: authedProcedure
    .input(UpdateApiKeyInput)
    .mutation(({ ctx, input }) =>
      ctx.commandBus.execute(new RenameApiKeyCommand(ctx.user.userId, input.keyId, input.name)),
    ),
});
