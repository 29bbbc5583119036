import {
  assertNever,
  type FactionAdded,
  type FactionEvent,
  type FactionHistoryRecorded,
  type FactionProfile,
} from '@worldloom/domain';
import { historicalEventJson } from './historical-event.json';
import { columnChanges, type DetailWrite } from './detail-write';

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

function factionAdded(data: FactionAdded['data'], { rows, worldId }: DetailWrite): void {
  rows.upsert('factions', worldId, {
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
    stances: [],
    created_at: data.addedAt,
  });
}

function factionHistoryRecorded(data: FactionHistoryRecorded['data'], { rows, worldId, revision }: DetailWrite): void {
  rows.append('faction_history', worldId, data.factionId, revision, historicalEventJson(data.historicalEvent));
}

/** Applies one faction event to the `factions` rows. */
export function projectFactionEvent(event: FactionEvent, write: DetailWrite): void {
  const { rows, worldId } = write;
  switch (event.type) {
    case 'FactionAdded':
      return factionAdded(event.data, write);
    case 'FactionUpdated':
      return rows.update('factions', worldId, event.data.factionId, columnChanges(event.data.changes, PROFILE_COLUMNS));
    case 'FactionStatusChanged':
      return rows.update('factions', worldId, event.data.factionId, { status: event.data.status });
    case 'FactionHistoryRecorded':
      return factionHistoryRecorded(event.data, write);
    case 'FactionRemoved':
      return rows.delete('factions', worldId, event.data.factionId);
    default:
      return assertNever(event);
  }
}
