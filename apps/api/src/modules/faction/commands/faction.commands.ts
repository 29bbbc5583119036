import { Command } from '@nestjs/cqrs';
import type { CreateFactionInput, DeletedResult, Faction, UpdateFactionInput } from '@worldloom/contracts';
import type { RequestContext } from '../../../platform/commands/request-context';

export class CreateFactionCommand extends Command<Faction> {
  constructor(
    readonly input: CreateFactionInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class UpdateFactionCommand extends Command<Faction> {
  constructor(
    readonly input: UpdateFactionInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class DeleteFactionCommand extends Command<DeletedResult> {
  constructor(
    readonly id: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
