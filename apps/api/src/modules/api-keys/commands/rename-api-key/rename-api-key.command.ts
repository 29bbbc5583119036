import { Command } from '@nestjs/cqrs';
import type { ApiKey } from '@worldloom/contracts';

/** Only an active key of the owner's can be renamed. */
export class RenameApiKeyCommand extends Command<ApiKey> {
  constructor(
    readonly ownerId: string,
    readonly keyId: string,
    readonly name: string,
  ) {
    super();
  }
}
