import { Inject, Injectable } from '@nestjs/common';
import { worldNotFound, worldStreamId } from '@worldloom/domain';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';
import { toWorldStreamEvent, type WorldStreamEvent } from './stored-event';

/** Reads a world's stream for the audit: in today's shape, and only for its owner. */
@Injectable()
export class WorldStreamReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The world's events oldest first (index = revision); WORLD.NOT_FOUND unless `ownerId` owns the world. */
  async read(worldId: string, ownerId: string): Promise<WorldStreamEvent[]> {
    const recorded = await this.store.readStream(worldStreamId(worldId));
    const events = recorded.map(toWorldStreamEvent);
    const first = events[0]?.event;
    // Another user's world is as absent as one that does not exist.
    if (first?.type !== 'WorldCreated' || first.data.ownerId !== ownerId) throw worldNotFound();
    return events;
  }
}
