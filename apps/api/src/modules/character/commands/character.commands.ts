import { Command } from '@nestjs/cqrs';
import type { CreateCharacterInput, DeletedResult, Character, UpdateCharacterInput } from '@worldloom/contracts';
import type { RequestContext } from '../../../platform/commands/request-context';

export class CreateCharacterCommand extends Command<Character> {
  constructor(
    readonly input: CreateCharacterInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class UpdateCharacterCommand extends Command<Character> {
  constructor(
    readonly input: UpdateCharacterInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class DeleteCharacterCommand extends Command<DeletedResult> {
  constructor(
    readonly id: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
