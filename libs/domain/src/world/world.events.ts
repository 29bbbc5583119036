import type { DomainEvent } from '../shared/decider';

export type WorldCreated = DomainEvent<
  'WorldCreated',
  { worldId: string; ownerId: string; name: string; description: string; createdAt: string }
>;

export type WorldDomainEvent = WorldCreated;
export type WorldEventType = WorldDomainEvent['type'];

/** Schema version of each event type's data, stored in its metadata. */
export const worldEventSchemaVersions: Record<WorldEventType, number> = {
  WorldCreated: 1,
};
