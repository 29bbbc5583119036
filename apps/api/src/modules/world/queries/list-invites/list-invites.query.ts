import { Query } from '@nestjs/cqrs';
import type { Invite } from '@worldloom/contracts';

/** The world's invites, newest first, without their tokens (shown once, when made). */
export class ListInvitesQuery extends Query<Invite[]> {
  constructor(readonly worldId: string) {
    super();
  }
}
