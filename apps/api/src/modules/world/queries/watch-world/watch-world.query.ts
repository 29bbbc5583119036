import { Query } from '@nestjs/cqrs';
import type { WorldLiveMessage } from '@worldloom/contracts';

/**
 * A world's live feed for one open page: who has it open, then every change committed after `lastEventId`
 * (or from now), as it is committed, until `signal` aborts. NOT_FOUND unless `userId` may read the world.
 */
export class WatchWorldQuery extends Query<AsyncIterable<WorldLiveMessage>> {
  constructor(
    readonly worldId: string,
    /** Whose read models the request reads: the world's owner for a member (as every query of the world). */
    readonly userId: string,
    /** The person watching (a member's own id): what presence shows, and whose removal ends the feed. */
    readonly viewerId: string,
    /** How the other viewers see this one. */
    readonly viewerName: string,
    readonly lastEventId: string | null,
    readonly signal: AbortSignal | undefined,
  ) {
    super();
  }
}
