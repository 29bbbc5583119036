import { CreateCharacterInput, EntityIdInput, UpdateCharacterInput, WorldIdInput } from '@worldloom/contracts';
import { authedProcedure, router } from '../../platform/trpc/trpc';
import { CreateCharacterCommand, DeleteCharacterCommand, UpdateCharacterCommand } from './commands/character.commands';
import { GetCharacterQuery } from './queries/get-character/get-character.query';
import { ListCharactersQuery } from './queries/list-characters/list-characters.query';

export const characterRouter = router({
  list: authedProcedure
    .input(WorldIdInput)
    .query(({ ctx, input }) => ctx.queryBus.execute(new ListCharactersQuery(input.worldId, ctx.user.userId))),
  get: authedProcedure
    .input(EntityIdInput)
    .query(({ ctx, input }) => ctx.queryBus.execute(new GetCharacterQuery(input.id, ctx.user.userId))),
  create: authedProcedure
    .input(CreateCharacterInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new CreateCharacterCommand(input, ctx.requestContext))),
  update: authedProcedure
    .input(UpdateCharacterInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new UpdateCharacterCommand(input, ctx.requestContext))),
  delete: authedProcedure
    .input(EntityIdInput)
    .mutation(({ ctx, input }) => ctx.commandBus.execute(new DeleteCharacterCommand(input.id, ctx.requestContext))),
});
