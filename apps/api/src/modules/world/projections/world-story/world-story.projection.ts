import { assertNever, beatConsequenceEvents, type WorldDomainEvent, type WorldEventType } from '@worldloom/domain';
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

/** The tables whose existing rows each event type changes: a batch loads them for its worlds first. */
const ENTITY_TABLES: StoryTable[] = ['locations', 'factions', 'characters'];
const TABLES_CHANGED: Readonly<Record<WorldEventType, readonly StoryTable[]>> = {
  WorldCreated: [],
  WorldSeedingRequested: [],
  WorldSeedingPhaseRecorded: [],
  WorldSeeded: [],
  WorldSeedingFailed: [],
  LocationAdded: [],
  LocationUpdated: ['locations'],
  LocationStatusChanged: ['locations'],
  LocationHistoryRecorded: ['locations'],
  LocationRemoved: [],
  FactionAdded: [],
  FactionUpdated: ['factions'],
  FactionStatusChanged: ['factions'],
  FactionHistoryRecorded: ['factions'],
  FactionRemoved: [],
  CharacterAdded: [],
  CharacterUpdated: ['characters'],
  CharacterStatusChanged: ['characters'],
  CharacterMoved: ['characters'],
  CharacterMemoryRecorded: ['characters'],
  CharacterRemoved: [],
  ArcStarted: [],
  BeatGenerated: ['arcs', ...ENTITY_TABLES],
  ArcCompleted: ['arcs'],
  WorldEventRecorded: [],
};

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
 * A batch in a few statements: the rows its events will change are loaded per table for the worlds it
 * touches, every event is applied to them in memory, and the result is written back per table.
 */
async function applyStoryEvents(events: readonly RecordedEvent[], tx: PoolClient): Promise<void> {
  const decoded = events.map((recorded) => ({
    event: toWorldDomainEvent(recorded),
    worldId: worldIdOf(recorded),
    revision: recorded.revision,
  }));
  const worldIds = [...new Set(decoded.map(({ worldId }) => worldId))];
  const tables = new Set(decoded.flatMap(({ event }) => TABLES_CHANGED[event.type]));
  const rows = await StoryRows.load(tx, worldIds, tables);
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
