import { Command } from '@nestjs/cqrs';
import type { CreateApiKeyInput, CreatedApiKey } from '@worldloom/contracts';

export class CreateApiKeyCommand extends Command<CreatedApiKey> {
  constructor(
    readonly ownerId: string,
    readonly input: CreateApiKeyInput,
  ) {
    super();
  }
}
