import { Command } from '@nestjs/cqrs';
import type { Character, UpdateCharacterInput } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';

export class UpdateCharacterCommand extends Command<Character> {
  constructor(
    readonly input: UpdateCharacterInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}
