import {
  assertNever,
  type FactionAdded,
  type FactionEvent,
  type FactionHistoryRecorded,
  type FactionProfile,
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

const PROFILE_COLUMNS: { readonly [Key in keyof FactionProfile]-?: string } = {
  name: 'name',
  type: 'type',
  membersEstimate: 'members_estimate',
  controlledLocationIds: 'controlled_locations',
  leaderId: 'leader_id',
  bannerColor: 'banner_color',
  ideology: 'ideology',
  tags: 'tags',
};

function factionAdded(data: FactionAdded['data'], write: StoryWrite): Promise<void> {
  return upsertWorldRow(write, 'factions', {
    id: data.factionId,
    name: data.name,
    type: data.type,
    status: data.status,
    members_estimate: data.membersEstimate,
    controlled_locations: data.controlledLocationIds,
    leader_id: data.leaderId,
    banner_color: data.bannerColor,
    ideology: data.ideology,
    tags: data.tags,
    historical_events: jsonb([]),
    created_at: data.addedAt,
  });
}

async function factionHistoryRecorded(data: FactionHistoryRecorded['data'], write: StoryWrite): Promise<void> {
  await write.tx.query(
    `UPDATE factions SET historical_events = historical_events || $3::jsonb WHERE world_id = $1 AND id = $2`,
    [write.worldId, data.factionId, jsonb([historicalEventJson(data.historicalEvent)])],
  );
}

/** Applies one faction event to the `factions` table. */
export function projectFactionEvent(event: FactionEvent, write: StoryWrite): Promise<void> {
  switch (event.type) {
    case 'FactionAdded':
      return factionAdded(event.data, write);
    case 'FactionUpdated':
      return updateWorldRow(write, 'factions', event.data.factionId, columnChanges(event.data.changes, PROFILE_COLUMNS));
    case 'FactionStatusChanged':
      return updateWorldRow(write, 'factions', event.data.factionId, { status: event.data.status });
    case 'FactionHistoryRecorded':
      return factionHistoryRecorded(event.data, write);
    case 'FactionRemoved':
      return deleteWorldRow(write, 'factions', event.data.factionId);
    default:
      return assertNever(event);
  }
}
