import { assertNever } from '../shared/decider';
import { arcCompleted, arcStarted, beatGenerated, worldEventRecorded } from './arc/arc.evolve';
import { beatConsequenceEvents } from './arc/beat-consequence-events';
import {
  factionDoctrineRewritten,
  factionStanceChanged,
  locationClaimed,
  locationReleased,
} from './diplomacy/diplomacy.evolve';
import {
  characterAdded,
  characterAllegianceChanged,
  characterHistoryRecorded,
  characterMemoryRecorded,
  characterMotivationsChanged,
  characterMoved,
  characterProfileAmended,
  characterRelationshipChanged,
  characterRemoved,
  characterStatusChanged,
  characterUpdated,
} from './entities/character.evolve';
import {
  factionAdded,
  factionHistoryRecorded,
  factionRemoved,
  factionStatusChanged,
  factionUpdated,
} from './entities/faction.evolve';
import {
  locationAdded,
  locationDescriptionAmended,
  locationHistoryRecorded,
  locationRemoved,
  locationStatusChanged,
  locationUpdated,
} from './entities/location.evolve';
import {
  worldSeeded,
  worldSeedingFailed,
  worldSeedingPhaseRecorded,
  worldSeedingRequested,
} from './seeding/seeding.evolve';
import { beatDraftAccepted, beatDraftDiscarded, beatDrafted, beatDraftEdited } from './drafts/draft.evolve';
import { beatReverted } from './revert/revert.evolve';
import { evolveMembership } from './members/members.evolve';
import { initialMembership } from './members/members.state';
import { worldBudgetSet, worldReviewModeSet } from './settings/settings.evolve';
import { DEFAULT_WORLD_SETTINGS } from './settings/settings.state';
import type { WorldCreated, WorldDomainEvent } from './world.events';
import type { ExistingWorld, WorldState } from './world.state';

function worldCreated(data: WorldCreated['data']): ExistingWorld {
  return {
    status: 'created',
    ...data,
    locations: new Map(),
    factions: new Map(),
    characters: new Map(),
    seeding: { status: 'not_requested' },
    currentArc: null,
    earlierArcs: new Map(),
    settings: DEFAULT_WORLD_SETTINGS,
    membership: initialMembership(data.ownerId, data.createdAt),
  };
}

/**
 * Pure from the caller's view: the given state is never mutated, and only the collection an event
 * touches is copied (see shared/immutable-map), so folding a long stream stays cheap.
 */
export function evolve(state: WorldState, event: WorldDomainEvent): WorldState {
  if (event.type === 'WorldCreated') return state.status === 'none' ? worldCreated(event.data) : state;
  return state.status === 'none' ? state : evolveWorld(state, event);
}

/** Applies an event to a world that exists. */
export function evolveWorld(world: ExistingWorld, event: WorldDomainEvent): ExistingWorld {
  switch (event.type) {
    case 'WorldCreated':
      return world;
    case 'WorldSeedingRequested':
      return worldSeedingRequested(world, event.data);
    case 'WorldSeedingPhaseRecorded':
      return worldSeedingPhaseRecorded(world, event.data);
    case 'WorldSeeded':
      return worldSeeded(world, event.data);
    case 'WorldSeedingFailed':
      return worldSeedingFailed(world, event.data);
    case 'LocationAdded':
      return locationAdded(world, event.data);
    case 'LocationUpdated':
      return locationUpdated(world, event.data);
    case 'LocationStatusChanged':
      return locationStatusChanged(world, event.data);
    case 'LocationHistoryRecorded':
      return locationHistoryRecorded(world, event.data);
    case 'LocationDescriptionAmended':
      return locationDescriptionAmended(world, event.data);
    case 'LocationRemoved':
      return locationRemoved(world, event.data);
    case 'FactionAdded':
      return factionAdded(world, event.data);
    case 'FactionUpdated':
      return factionUpdated(world, event.data);
    case 'FactionStatusChanged':
      return factionStatusChanged(world, event.data);
    case 'FactionHistoryRecorded':
      return factionHistoryRecorded(world, event.data);
    case 'FactionRemoved':
      return factionRemoved(world, event.data);
    case 'FactionStanceChanged':
      return factionStanceChanged(world, event.data);
    case 'LocationClaimed':
      return locationClaimed(world, event.data);
    case 'LocationReleased':
      return locationReleased(world, event.data);
    case 'FactionDoctrineRewritten':
      return factionDoctrineRewritten(world, event.data);
    case 'CharacterAdded':
      return characterAdded(world, event.data);
    case 'CharacterUpdated':
      return characterUpdated(world, event.data);
    case 'CharacterStatusChanged':
      return characterStatusChanged(world, event.data);
    case 'CharacterMoved':
      return characterMoved(world, event.data);
    case 'CharacterMemoryRecorded':
      return characterMemoryRecorded(world, event.data);
    case 'CharacterMotivationsChanged':
      return characterMotivationsChanged(world, event.data);
    case 'CharacterAllegianceChanged':
      return characterAllegianceChanged(world, event.data);
    case 'CharacterProfileAmended':
      return characterProfileAmended(world, event.data);
    case 'CharacterRelationshipChanged':
      return characterRelationshipChanged(world, event.data);
    case 'CharacterHistoryRecorded':
      return characterHistoryRecorded(world, event.data);
    case 'CharacterRemoved':
      return characterRemoved(world, event.data);
    case 'ArcStarted':
      return arcStarted(world, event.data);
    case 'BeatGenerated':
      return beatConsequenceEvents(event.data).reduce(evolveWorld, beatGenerated(world, event.data));
    case 'ArcCompleted':
      return arcCompleted(world, event.data);
    case 'WorldEventRecorded':
      return worldEventRecorded(world, event.data);
    case 'WorldReviewModeSet':
      return worldReviewModeSet(world, event.data);
    case 'WorldBudgetSet':
      return worldBudgetSet(world, event.data);
    case 'BeatDrafted':
      return beatDrafted(world, event.data);
    case 'BeatDraftEdited':
      return beatDraftEdited(world, event.data);
    case 'BeatDraftAccepted':
      return beatDraftAccepted(world, event.data);
    case 'BeatDraftDiscarded':
      return beatDraftDiscarded(world, event.data);
    case 'BeatReverted':
      return beatReverted(world, event.data);
    case 'InviteCreated':
    case 'InviteRevoked':
    case 'MemberJoined':
    case 'MemberRoleChanged':
    case 'MemberRemoved':
    case 'MemberLeft':
    case 'PlayerCharacterBound':
    case 'WorldAutoAdvanceSet':
      return evolveMembership(world, event);
    default:
      return assertNever(event);
  }
}
