import { Command } from '@nestjs/cqrs';
import type { ApiKey } from '@worldloom/contracts';

/** Irreversible; only an active key of the owner's can be revoked. */
export class RevokeApiKeyCommand extends Command<ApiKey> {
  constructor(
    readonly ownerId: string,
    readonly keyId: string,
  ) {
    super();
  }
}
