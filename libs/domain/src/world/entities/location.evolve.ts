import { updateEntry, withEntry, withoutEntry } from '../../shared/immutable-map';
import type { ExistingWorld } from '../world.state';
import type {
  LocationAdded,
  LocationDescriptionAmended,
  LocationHistoryRecorded,
  LocationRemoved,
  LocationStatusChanged,
  LocationUpdated,
} from './location.events';
import type { LocationState } from './location.state';

function withLocation(
  world: ExistingWorld,
  id: string,
  update: (location: LocationState) => LocationState,
): ExistingWorld {
  return { ...world, locations: updateEntry(world.locations, id, update) };
}

export function locationAdded(
  world: ExistingWorld,
  { locationId, addedAt, ...profile }: LocationAdded['data'],
): ExistingWorld {
  const location: LocationState = {
    ...profile,
    id: locationId,
    historicalEvents: [],
    createdAt: addedAt,
    lastSignificantChange: null,
  };
  return { ...world, locations: withEntry(world.locations, locationId, location) };
}

export function locationUpdated(world: ExistingWorld, { locationId, changes }: LocationUpdated['data']): ExistingWorld {
  return withLocation(world, locationId, (location) => ({ ...location, ...changes }));
}

export function locationStatusChanged(world: ExistingWorld, data: LocationStatusChanged['data']): ExistingWorld {
  return withLocation(world, data.locationId, (location) => ({
    ...location,
    status: data.status,
    lastSignificantChange: data.changedAt,
  }));
}

export function locationHistoryRecorded(world: ExistingWorld, data: LocationHistoryRecorded['data']): ExistingWorld {
  return withLocation(world, data.locationId, (location) => ({
    ...location,
    historicalEvents: [...location.historicalEvents, data.historicalEvent],
    lastSignificantChange: data.historicalEvent.timestamp,
  }));
}

export function locationDescriptionAmended(world: ExistingWorld, data: LocationDescriptionAmended['data']): ExistingWorld {
  return withLocation(world, data.locationId, (location) => ({
    ...location,
    description: data.description,
    lastSignificantChange: data.amendedAt,
  }));
}

export function locationRemoved(world: ExistingWorld, { locationId }: LocationRemoved['data']): ExistingWorld {
  return { ...world, locations: withoutEntry(world.locations, locationId) };
}
