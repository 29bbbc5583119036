import { Query } from '@nestjs/cqrs';
import type { Member } from '@worldloom/contracts';

/** Who is in the world; the permission check has already let the caller in. */
export class ListMembersQuery extends Query<Member[]> {
  constructor(readonly worldId: string) {
    super();
  }
}
