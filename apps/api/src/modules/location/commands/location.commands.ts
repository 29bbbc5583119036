import { Command } from '@nestjs/cqrs';
import type { CreateLocationInput, DeletedResult, Location, UpdateLocationInput } from '@worldloom/contracts';
import type { RequestContext } from '../../../platform/commands/request-context';

export class CreateLocationCommand extends Command<Location> {
  constructor(
    readonly input: CreateLocationInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class UpdateLocationCommand extends Command<Location> {
  constructor(
    readonly input: UpdateLocationInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class DeleteLocationCommand extends Command<DeletedResult> {
  constructor(
    readonly id: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
