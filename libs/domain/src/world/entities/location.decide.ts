import { DomainError } from '../../shared/domain-error';
import { changedFields } from '../../shared/changes';
import { isBlank, optionalText } from '../../shared/text';
import { requireOwnedWorld } from '../world.access';
import type { WorldDomainEvent } from '../world.events';
import type { ExistingWorld, WorldState } from '../world.state';
import { requireLocation, requireNewId } from './entity-rules';
import { locationHistoryEvent, locationStatusEvents } from './history-events';
import type {
  AddLocation,
  NewLocation,
  RecordLocationHistory,
  RemoveLocation,
  UpdateLocation,
} from './location.commands';
import type { LocationAdded } from './location.events';
import { LOCATION_PROFILE_KEYS, requireValidLocationProfile } from './location.rules';
import type { LocationProfile } from './location.state';
import { NOTHING_REMOVED, removalEvents } from './removal';
import { LOCATION_STATUS_TRANSITIONS, requireTransition } from './status-transitions';
import { requireTerm } from './vocabulary';

/** Validates a new location (by hand or from seeding) and fills in its defaults. */
export function locationAdded(world: ExistingWorld, input: NewLocation, at: string): LocationAdded {
  requireNewId(world.locations, input.locationId, 'LOCATION.ALREADY_EXISTS', 'Location');
  const profile: LocationProfile = {
    name: input.name,
    type: input.type,
    description: input.description ?? '',
    tags: input.tags ?? [],
    parentLocationId: input.parentLocationId ?? null,
    relativeX: input.relativeX ?? null,
    relativeY: input.relativeY ?? null,
  };
  requireValidLocationProfile(world, input.locationId, profile);
  const status = requireTerm('location status', input.status ?? 'stable');
  return { type: 'LocationAdded', data: { locationId: input.locationId, ...profile, status, emergedIn: null, addedAt: at } };
}

export function addLocation(command: AddLocation, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  return [locationAdded(world, command.data, command.metadata.now)];
}

/** Emits only what changes; a status change also writes a history line with the previous status. */
export function updateLocation(command: UpdateLocation, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { locationId, status, reason } = command.data;
  const location = requireLocation(world, locationId);
  const at = command.metadata.now;
  const changes = changedFields<LocationProfile>(location, command.data, LOCATION_PROFILE_KEYS);
  requireValidLocationProfile(world, locationId, { ...location, ...changes });
  const events: WorldDomainEvent[] = [];
  if (Object.keys(changes).length > 0)
    events.push({ type: 'LocationUpdated', data: { locationId, changes, updatedAt: at } });
  if (status !== undefined && status !== location.status) {
    requireTransition(LOCATION_STATUS_TRANSITIONS, 'location', location.status, requireTerm('location status', status));
    const change = { previousStatus: location.status, status, reason: optionalText(reason) };
    events.push(...locationStatusEvents(locationId, change, at, null));
  }
  return events;
}

export function removeLocation(command: RemoveLocation, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { id } = requireLocation(world, command.data.locationId);
  return removalEvents(world, { ...NOTHING_REMOVED, locationIds: new Set([id]) }, command.metadata.now);
}

export function recordLocationHistory(command: RecordLocationHistory, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { id } = requireLocation(world, command.data.locationId);
  if (isBlank(command.data.event))
    throw DomainError.invalid('HISTORY.EVENT_REQUIRED', 'A historical event needs a text');
  return [locationHistoryEvent(id, command.data.event, command.metadata.now, null)];
}
