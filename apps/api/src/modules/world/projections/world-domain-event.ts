import { upcastStoredEvent, type WorldDomainEvent, type WorldEventType, worldEventSchemaVersions } from '@worldloom/domain';
import type { RecordedEvent } from '#platform/event-store/event-store.port';

const STREAM_PREFIX = 'world-';

/** Every event type of a world's stream. */
export const WORLD_EVENT_TYPES = Object.keys(worldEventSchemaVersions) as WorldEventType[];

/** A stored event of a world stream as the domain types it today, upcast when written with an older schema. */
export function toWorldDomainEvent(recorded: RecordedEvent): WorldDomainEvent {
  return upcastStoredEvent(recorded);
}

/** The world a stored event belongs to, from its stream `world-<uuid>`. */
export function worldIdOf(recorded: RecordedEvent): string {
  if (!recorded.streamId.startsWith(STREAM_PREFIX)) {
    throw new Error(`Event ${recorded.id} of type ${recorded.type} is not in a world stream (${recorded.streamId})`);
  }
  return recorded.streamId.slice(STREAM_PREFIX.length);
}
