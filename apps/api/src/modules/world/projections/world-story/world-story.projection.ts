import { assertNever, beatConsequenceEvents, type WorldDomainEvent } from '@worldloom/domain';
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection';
import { projectArcEvent } from '../../../arc/projections/arcs/arcs.projector';
import { projectCharacterEvent } from '../../../character/projections/characters/characters.projector';
import { projectFactionEvent } from '../../../faction/projections/factions/factions.projector';
import { projectLocationEvent } from '../../../location/projections/locations/locations.projector';
import { toWorldDomainEvent, WORLD_EVENT_TYPES, worldIdOf } from '../world-domain-event';
import type { StoryWrite } from './story-write';

/** The tables this projection alone writes, emptied before a rebuild. */
const STORY_TABLES = ['world_owners', 'locations', 'factions', 'characters', 'arcs', 'beats', 'world_events'];

async function project(event: WorldDomainEvent, write: StoryWrite): Promise<void> {
  switch (event.type) {
    case 'WorldCreated':
      await write.tx.query(
        'INSERT INTO world_owners (world_id, owner_id) VALUES ($1, $2) ON CONFLICT (world_id) DO NOTHING',
        [write.worldId, event.data.ownerId],
      );
      return;
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
      await projectArcEvent(event, write);
      // The beat's consequences, as the very entity events the domain's evolve applies them through.
      for (const consequence of beatConsequenceEvents(event.data)) await project(consequence, write);
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
 * The story read models of every world: locations, factions, characters, arcs, beats and world events,
 * kept equal to what folding the world's stream gives. One projection, because a beat changes the arc
 * and the entities at once and every row needs the owner that only WorldCreated names.
 */
export const worldStoryProjection: Projection = {
  name: 'world-story',
  version: 1,
  canHandle: WORLD_EVENT_TYPES,
  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    await project(toWorldDomainEvent(event), { tx, worldId: worldIdOf(event), revision: event.revision });
  },
  async reset(tx: PoolClient): Promise<void> {
    await tx.query(`TRUNCATE ${STORY_TABLES.join(', ')}`);
  },
};
