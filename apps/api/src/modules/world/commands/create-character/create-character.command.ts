import { Command } from '@nestjs/cqrs';
import type { Character, CreateCharacterInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class CreateCharacterCommand extends Command<Character> {
  constructor(
    readonly input: CreateCharacterInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
