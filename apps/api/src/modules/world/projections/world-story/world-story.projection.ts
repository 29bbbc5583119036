import { assertNever, beatConsequenceEvents, type WorldDomainEvent } from '@worldloom/domain';
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection';
import { projectArcEvent } from '../../../arc/projections/arcs/arcs.projector';
import { projectCharacterEvent } from '../../../character/projections/characters/characters.projector';
import { projectFactionEvent } from '../../../faction/projections/factions/factions.projector';
import { projectLocationEvent } from '../../../location/projections/locations/locations.projector';
import { toWorldDomainEvent, WORLD_EVENT_TYPES, worldIdOf } from '../world-domain-event';
import { StoryRows, type StoryTable } from './story-rows';
import type { StoryWrite } from './story-write';

/** The tables this projection alone writes, emptied before a rebuild. */
const STORY_TABLES = ['world_owners', 'locations', 'factions', 'characters', 'arcs', 'beats', 'world_events'];

/** A row an event changes in place (rows it writes whole need no reading). */
interface ChangedRow {
  readonly table: StoryTable;
  readonly id: string;
}

/** The existing rows an event changes: a batch loads them first, in one query per table. */
function rowsChangedBy(event: WorldDomainEvent): ChangedRow[] {
  switch (event.type) {
    case 'LocationUpdated':
    case 'LocationStatusChanged':
    case 'LocationHistoryRecorded':
      return [{ table: 'locations', id: event.data.locationId }];
    case 'FactionUpdated':
    case 'FactionStatusChanged':
    case 'FactionHistoryRecorded':
      return [{ table: 'factions', id: event.data.factionId }];
    case 'CharacterUpdated':
    case 'CharacterStatusChanged':
    case 'CharacterMoved':
    case 'CharacterMemoryRecorded':
      return [{ table: 'characters', id: event.data.characterId }];
    case 'BeatGenerated':
      return [{ table: 'arcs', id: event.data.arcId }, ...beatConsequenceEvents(event.data).flatMap(rowsChangedBy)];
    case 'ArcCompleted':
      return [{ table: 'arcs', id: event.data.arcId }];
    case 'WorldCreated':
    case 'WorldSeedingRequested':
    case 'WorldSeedingPhaseRecorded':
    case 'WorldSeeded':
    case 'WorldSeedingFailed':
    case 'LocationAdded':
    case 'LocationRemoved':
    case 'FactionAdded':
    case 'FactionRemoved':
    case 'CharacterAdded':
    case 'CharacterRemoved':
    case 'ArcStarted':
    case 'WorldEventRecorded':
      return [];
    default:
      return assertNever(event);
  }
}

function project(event: WorldDomainEvent, write: StoryWrite): void {
  switch (event.type) {
    case 'WorldCreated':
      return write.rows.recordOwner(write.worldId, event.data.ownerId);
    // Seeding changes no row by itself: a failed seeding's *Removed events come just before WorldSeedingFailed.
    case 'WorldSeedingRequested':
    case 'WorldSeedingPhaseRecorded':
    case 'WorldSeeded':
    case 'WorldSeedingFailed':
      return;
    case 'LocationAdded':
    case 'LocationUpdated':
    case 'LocationStatusChanged':
    case 'LocationHistoryRecorded':
    case 'LocationRemoved':
      return projectLocationEvent(event, write);
    case 'FactionAdded':
    case 'FactionUpdated':
    case 'FactionStatusChanged':
    case 'FactionHistoryRecorded':
    case 'FactionRemoved':
      return projectFactionEvent(event, write);
    case 'CharacterAdded':
    case 'CharacterUpdated':
    case 'CharacterStatusChanged':
    case 'CharacterMoved':
    case 'CharacterMemoryRecorded':
    case 'CharacterRemoved':
      return projectCharacterEvent(event, write);
    case 'BeatGenerated':
      projectArcEvent(event, write);
      // The beat's consequences, as the very entity events the domain's evolve applies them through.
      for (const consequence of beatConsequenceEvents(event.data)) project(consequence, write);
      return;
    case 'ArcStarted':
    case 'ArcCompleted':
    case 'WorldEventRecorded':
      return projectArcEvent(event, write);
    default:
      return assertNever(event);
  }
}

/**
 * A batch in a few statements: the rows its events will change are loaded (one query per table), every
 * event is applied to them in memory, and the result is written back per table.
 */
async function applyStoryEvents(events: readonly RecordedEvent[], tx: PoolClient): Promise<void> {
  const decoded = events.map((recorded) => ({
    event: toWorldDomainEvent(recorded),
    worldId: worldIdOf(recorded),
    revision: recorded.revision,
  }));
  const worldIds = [...new Set(decoded.map(({ worldId }) => worldId))];
  const changed = decoded.flatMap(({ event, worldId }) => rowsChangedBy(event).map((row) => ({ ...row, worldId })));
  const rows = await StoryRows.load(tx, worldIds, changed);
  for (const { event, worldId, revision } of decoded) project(event, { rows, worldId, revision });
  await rows.flush(tx);
}

/**
 * The story read models of every world: locations, factions, characters, arcs, beats and world events,
 * kept equal to what folding the world's stream gives. One projection, because a beat changes the arc
 * and the entities at once and every row needs the owner that only WorldCreated names.
 */
export const worldStoryProjection: Projection = {
  name: 'world-story',
  version: 1,
  canHandle: WORLD_EVENT_TYPES,
  apply: (event, tx) => applyStoryEvents([event], tx),
  applyBatch: applyStoryEvents,
  async reset(tx: PoolClient): Promise<void> {
    await tx.query(`TRUNCATE ${STORY_TABLES.join(', ')}`);
  },
};
