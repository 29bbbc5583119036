import {
  assertNever,
  type LocationAdded,
  type LocationEvent,
  type LocationHistoryRecorded,
  type LocationProfile,
} from '@worldloom/domain';
import { historicalEventJson } from '../../../world/projections/world-story/historical-event.json';
import {
  columnChanges,
  deleteWorldRow,
  jsonb,
  type StoryWrite,
  updateWorldRow,
  upsertWorldRow,
} from '../../../world/projections/world-story/story-write';

const PROFILE_COLUMNS: { readonly [Key in keyof LocationProfile]-?: string } = {
  name: 'name',
  type: 'type',
  description: 'description',
  tags: 'tags',
  parentLocationId: 'parent_location_id',
  relativeX: 'relative_x',
  relativeY: 'relative_y',
};

function locationAdded(data: LocationAdded['data'], write: StoryWrite): Promise<void> {
  return upsertWorldRow(write, 'locations', {
    id: data.locationId,
    name: data.name,
    type: data.type,
    status: data.status,
    description: data.description,
    tags: data.tags,
    parent_location_id: data.parentLocationId,
    relative_x: data.relativeX,
    relative_y: data.relativeY,
    historical_events: jsonb([]),
    created_at: data.addedAt,
    last_significant_change: null,
  });
}

/** A history line is also the location's latest significant change (as the domain's evolve has it). */
async function locationHistoryRecorded(data: LocationHistoryRecorded['data'], write: StoryWrite): Promise<void> {
  await write.tx.query(
    `UPDATE locations SET historical_events = historical_events || $3::jsonb, last_significant_change = $4
     WHERE world_id = $1 AND id = $2`,
    [write.worldId, data.locationId, jsonb([historicalEventJson(data.historicalEvent)]), data.historicalEvent.timestamp],
  );
}

/** Applies one location event to the `locations` table. */
export function projectLocationEvent(event: LocationEvent, write: StoryWrite): Promise<void> {
  switch (event.type) {
    case 'LocationAdded':
      return locationAdded(event.data, write);
    case 'LocationUpdated':
      return updateWorldRow(write, 'locations', event.data.locationId, columnChanges(event.data.changes, PROFILE_COLUMNS));
    case 'LocationStatusChanged':
      return updateWorldRow(write, 'locations', event.data.locationId, {
        status: event.data.status,
        last_significant_change: event.data.changedAt,
      });
    case 'LocationHistoryRecorded':
      return locationHistoryRecorded(event.data, write);
    case 'LocationRemoved':
      return deleteWorldRow(write, 'locations', event.data.locationId);
    default:
      return assertNever(event);
  }
}
