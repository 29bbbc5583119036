import { Query } from '@nestjs/cqrs';
import type { WorldRole, WorldScope } from '@worldloom/contracts';

/** The caller's place in the world a call names: its role, and the owner whose read models the call reads. */
export interface WorldMembership {
  readonly worldId: string;
  readonly role: WorldRole;
  readonly ownerId: string;
}

/**
 * Finds the world `id` names (a world, or a thing in one) and the caller's membership there. `world: null`
 * when nothing by that id exists (the handler then answers as it always has); `membership: null` when the
 * caller is no member. The world module answers it from the members read model.
 */
export class ResolveWorldAccessQuery extends Query<{ worldId: string | null; membership: WorldMembership | null }> {
  constructor(
    readonly scope: WorldScope,
    readonly id: string,
    readonly userId: string,
  ) {
    super();
  }
}
