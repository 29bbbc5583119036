import { Query } from '@nestjs/cqrs';
import type { ApiKey } from '@worldloom/contracts';

/** The owner's keys, revoked and expired ones included, newest first. */
export class ListApiKeysQuery extends Query<ApiKey[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}
