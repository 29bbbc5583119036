import {
  assertNever,
  type LocationAdded,
  type LocationEvent,
  type LocationHistoryRecorded,
  type LocationProfile,
} from '@worldloom/domain';
import { emergenceJson, historicalEventJson } from './historical-event.json';
import { columnChanges, type DetailWrite } from './detail-write';

const PROFILE_COLUMNS: { readonly [Key in keyof LocationProfile]-?: string } = {
  name: 'name',
  type: 'type',
  description: 'description',
  tags: 'tags',
  parentLocationId: 'parent_location_id',
  relativeX: 'relative_x',
  relativeY: 'relative_y',
};

function locationAdded(data: LocationAdded['data'], { rows, worldId }: DetailWrite): void {
  rows.upsert('locations', worldId, {
    id: data.locationId,
    name: data.name,
    type: data.type,
    status: data.status,
    description: data.description,
    tags: data.tags,
    parent_location_id: data.parentLocationId,
    relative_x: data.relativeX,
    relative_y: data.relativeY,
    emerged_in: emergenceJson(data.emergedIn),
    created_at: data.addedAt,
    last_significant_change: null,
  });
}

/** A history line is also the location's latest significant change (as the domain's evolve has it). */
function locationHistoryRecorded(data: LocationHistoryRecorded['data'], { rows, worldId, revision }: DetailWrite): void {
  rows.append('location_history', worldId, data.locationId, revision, historicalEventJson(data.historicalEvent));
  rows.update('locations', worldId, data.locationId, { last_significant_change: data.historicalEvent.timestamp });
}

/** Applies one location event to the `locations` rows. */
export function projectLocationEvent(event: LocationEvent, write: DetailWrite): void {
  const { rows, worldId } = write;
  switch (event.type) {
    case 'LocationAdded':
      return locationAdded(event.data, write);
    case 'LocationUpdated':
      return rows.update('locations', worldId, event.data.locationId, columnChanges(event.data.changes, PROFILE_COLUMNS));
    case 'LocationStatusChanged':
      return rows.update('locations', worldId, event.data.locationId, {
        status: event.data.status,
        last_significant_change: event.data.changedAt,
      });
    case 'LocationHistoryRecorded':
      return locationHistoryRecorded(event.data, write);
    case 'LocationDescriptionAmended':
      return rows.update('locations', worldId, event.data.locationId, {
        description: event.data.description,
        last_significant_change: event.data.amendedAt,
      });
    case 'LocationRemoved':
      return rows.delete('locations', worldId, event.data.locationId);
    default:
      return assertNever(event);
  }
}
