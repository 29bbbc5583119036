import type { ArcPremise } from '../world/arc/arc.state';
import type { AppliedBeatConsequences, AppliedTerritoryChange } from '../world/arc/beat-consequences';
import type { Emergence } from '../world/entities/historical-event';
import { assertNever } from '../shared/decider';
import type { CharacterProfile } from '../world/entities/character.state';
import type { FactionProfile } from '../world/entities/faction.state';
import type { LocationProfile } from '../world/entities/location.state';
import type { DraftConsequences, DraftedBeat } from '../world/drafts/draft.state';
import type { WorldDomainEvent } from '../world/world.events';

/** Gives the new id for an old one; the same old id always maps to the same new id. */
export type IdMap = (id: string) => string;

/** The event with new data, for cases that handle several event types whose data share the remapped fields. */
function withData<Event extends WorldDomainEvent>(event: Event, data: Event['data']): Event {
  return { ...event, data };
}

function nullable(id: string | null, map: IdMap): string | null {
  return id === null ? null : map(id);
}

function locationChanges(changes: Partial<LocationProfile>, map: IdMap): Partial<LocationProfile> {
  return changes.parentLocationId === undefined
    ? changes
    : { ...changes, parentLocationId: nullable(changes.parentLocationId, map) };
}

function factionChanges(changes: Partial<FactionProfile>, map: IdMap): Partial<FactionProfile> {
  return {
    ...changes,
    ...(changes.controlledLocationIds === undefined ? {} : { controlledLocationIds: changes.controlledLocationIds.map(map) }),
    ...(changes.leaderId === undefined ? {} : { leaderId: nullable(changes.leaderId, map) }),
  };
}

function characterChanges(changes: Partial<CharacterProfile>, map: IdMap): Partial<CharacterProfile> {
  return changes.factionId === undefined ? changes : { ...changes, factionId: nullable(changes.factionId, map) };
}

function emergence(emergedIn: Emergence | null, map: IdMap): Emergence | null {
  return emergedIn === null ? null : { ...emergedIn, arcId: map(emergedIn.arcId), beatId: map(emergedIn.beatId) };
}

function premise(given: ArcPremise | null, map: IdMap): ArcPremise | null {
  if (given === null) return null;
  return {
    ...given,
    protagonistId: nullable(given.protagonistId, map),
    antagonistId: nullable(given.antagonistId, map),
    characterIds: given.characterIds.map(map),
    factionIds: given.factionIds.map(map),
    locationIds: given.locationIds.map(map),
  };
}

function territoryChange(change: AppliedTerritoryChange, map: IdMap): AppliedTerritoryChange {
  const ids = { factionId: map(change.factionId), locationId: map(change.locationId) };
  return change.kind === 'claim'
    ? { ...change, ...ids, previousFactionId: nullable(change.previousFactionId, map) }
    : { ...change, ...ids };
}

/** The v2 lists of a beat's consequences: the living world's changes and its newcomers. */
function livingWorldConsequences(applied: AppliedBeatConsequences, map: IdMap) {
  return {
    newcomers: {
      locations: applied.newcomers.locations.map((location) => ({
        ...location,
        locationId: map(location.locationId),
        parentLocationId: nullable(location.parentLocationId, map),
      })),
      characters: applied.newcomers.characters.map((character) => ({
        ...character,
        characterId: map(character.characterId),
        locationId: nullable(character.locationId, map),
        factionId: nullable(character.factionId, map),
      })),
    },
    stanceChanges: applied.stanceChanges.map((change) => ({
      ...change,
      sourceFactionId: map(change.sourceFactionId),
      targetFactionId: map(change.targetFactionId),
    })),
    territoryChanges: applied.territoryChanges.map((change) => territoryChange(change, map)),
    doctrines: applied.doctrines.map((change) => ({ ...change, factionId: map(change.factionId) })),
    motivationChanges: applied.motivationChanges.map((change) => ({ ...change, characterId: map(change.characterId) })),
    allegianceChanges: applied.allegianceChanges.map((change) => ({
      ...change,
      characterId: map(change.characterId),
      fromFactionId: nullable(change.fromFactionId, map),
      toFactionId: nullable(change.toFactionId, map),
    })),
    characterAmendments: applied.characterAmendments.map((change) => ({ ...change, characterId: map(change.characterId) })),
    locationAmendments: applied.locationAmendments.map((change) => ({ ...change, locationId: map(change.locationId) })),
    relationshipChanges: applied.relationshipChanges.map((change) => ({
      ...change,
      characterId: map(change.characterId),
      otherCharacterId: map(change.otherCharacterId),
    })),
    leaderChanges: applied.leaderChanges.map((change) => ({
      ...change,
      factionId: map(change.factionId),
      previousLeaderId: nullable(change.previousLeaderId, map),
      leaderId: nullable(change.leaderId, map),
    })),
    characterHistory: applied.characterHistory.map((entry) => ({ ...entry, characterId: map(entry.characterId) })),
  };
}

function consequences(applied: AppliedBeatConsequences, map: IdMap): AppliedBeatConsequences {
  return {
    ...livingWorldConsequences(applied, map),
    locationStatusChanges: applied.locationStatusChanges.map((change) => ({ ...change, locationId: map(change.locationId) })),
    factionStatusChanges: applied.factionStatusChanges.map((change) => ({ ...change, factionId: map(change.factionId) })),
    characterStatusChanges: applied.characterStatusChanges.map((change) => ({
      ...change,
      characterId: map(change.characterId),
    })),
    memories: applied.memories.map((memory) => ({ ...memory, characterId: map(memory.characterId) })),
    moves: applied.moves.map((move) => ({
      characterId: map(move.characterId),
      fromLocationId: nullable(move.fromLocationId, map),
      toLocationId: map(move.toLocationId),
    })),
    locationHistory: applied.locationHistory.map((entry) => ({ ...entry, locationId: map(entry.locationId) })),
    factionHistory: applied.factionHistory.map((entry) => ({ ...entry, factionId: map(entry.factionId) })),
  };
}

function optional(id: string | null | undefined, map: IdMap): string | null | undefined {
  return id === undefined ? undefined : nullable(id, map);
}

/** A drafted beat's proposed consequences, as ProgressArc takes them. */
function draftConsequences(proposed: DraftConsequences, map: IdMap): DraftConsequences {
  const { newcomers } = proposed;
  return {
    newcomers: {
      locations: newcomers.locations.map((location) => ({
        ...location,
        locationId: map(location.locationId),
        ...(location.parentLocationId === undefined ? {} : { parentLocationId: optional(location.parentLocationId, map) }),
      })),
      characters: newcomers.characters.map((character) => ({
        ...character,
        characterId: map(character.characterId),
        ...(character.locationId === undefined ? {} : { locationId: optional(character.locationId, map) }),
        ...(character.factionId === undefined ? {} : { factionId: optional(character.factionId, map) }),
      })),
    },
    locationStatusChanges: proposed.locationStatusChanges.map((change) => ({ ...change, locationId: map(change.locationId) })),
    factionStatusChanges: proposed.factionStatusChanges.map((change) => ({ ...change, factionId: map(change.factionId) })),
    characterStatusChanges: proposed.characterStatusChanges.map((change) => ({ ...change, characterId: map(change.characterId) })),
    memories: proposed.memories.map((memory) => ({ ...memory, characterId: map(memory.characterId) })),
    moves: proposed.moves.map((move) => ({ characterId: map(move.characterId), toLocationId: map(move.toLocationId) })),
    locationHistory: proposed.locationHistory.map((entry) => ({ ...entry, locationId: map(entry.locationId) })),
    factionHistory: proposed.factionHistory.map((entry) => ({ ...entry, factionId: map(entry.factionId) })),
    stanceChanges: proposed.stanceChanges.map((change) => ({
      ...change,
      sourceFactionId: map(change.sourceFactionId),
      targetFactionId: map(change.targetFactionId),
    })),
    territoryChanges: proposed.territoryChanges.map((change) => ({ ...change, factionId: map(change.factionId), locationId: map(change.locationId) })),
    doctrines: proposed.doctrines.map((change) => ({ ...change, factionId: map(change.factionId) })),
    motivationChanges: proposed.motivationChanges.map((change) => ({ ...change, characterId: map(change.characterId) })),
    allegianceChanges: proposed.allegianceChanges.map((change) => ({
      ...change,
      characterId: map(change.characterId),
      toFactionId: nullable(change.toFactionId, map),
    })),
    characterAmendments: proposed.characterAmendments.map((change) => ({ ...change, characterId: map(change.characterId) })),
    locationAmendments: proposed.locationAmendments.map((change) => ({ ...change, locationId: map(change.locationId) })),
    relationshipChanges: proposed.relationshipChanges.map((change) => ({
      ...change,
      characterId: map(change.characterId),
      otherCharacterId: map(change.otherCharacterId),
    })),
    leaderChanges: proposed.leaderChanges.map((change) => ({ ...change, factionId: map(change.factionId), leaderId: nullable(change.leaderId, map) })),
  };
}

function draftedBeat(beat: DraftedBeat, map: IdMap): DraftedBeat {
  return { ...beat, beatId: map(beat.beatId), consequences: draftConsequences(beat.consequences, map) };
}

/**
 * The same event with every id of the world's own things (the world, its entities, arcs, beats, world
 * events, seeding requests) replaced through `map`, so a copy of a history lives beside its original.
 * The owner and an origin's source are not the world's own ids and stay.
 */
export function remapWorldEventIds(event: WorldDomainEvent, map: IdMap): WorldDomainEvent {
  switch (event.type) {
    case 'WorldCreated':
      return { type: event.type, data: { ...event.data, worldId: map(event.data.worldId) } };
    case 'WorldSeedingRequested':
    case 'WorldSeeded':
    case 'WorldSeedingFailed':
      return withData(event, { ...event.data, requestId: map(event.data.requestId) });
    case 'WorldSeedingPhaseRecorded':
      return {
        type: event.type,
        data: { ...event.data, requestId: map(event.data.requestId), entityIds: event.data.entityIds.map(map) },
      };
    case 'LocationAdded':
      return {
        type: event.type,
        data: {
          ...event.data,
          locationId: map(event.data.locationId),
          parentLocationId: nullable(event.data.parentLocationId, map),
          emergedIn: emergence(event.data.emergedIn, map),
        },
      };
    case 'LocationUpdated':
      return {
        type: event.type,
        data: { ...event.data, locationId: map(event.data.locationId), changes: locationChanges(event.data.changes, map) },
      };
    case 'LocationStatusChanged':
    case 'LocationHistoryRecorded':
      return withData(event, { ...event.data, locationId: map(event.data.locationId), beatId: nullable(event.data.beatId, map) });
    case 'LocationDescriptionAmended':
      return withData(event, { ...event.data, locationId: map(event.data.locationId), beatId: nullable(event.data.beatId, map) });
    case 'LocationRemoved':
      return { type: event.type, data: { ...event.data, locationId: map(event.data.locationId) } };
    case 'FactionAdded':
      return {
        type: event.type,
        data: {
          ...event.data,
          factionId: map(event.data.factionId),
          controlledLocationIds: event.data.controlledLocationIds.map(map),
          leaderId: nullable(event.data.leaderId, map),
        },
      };
    case 'FactionUpdated':
      return {
        type: event.type,
        data: { ...event.data, factionId: map(event.data.factionId), changes: factionChanges(event.data.changes, map) },
      };
    case 'FactionStatusChanged':
    case 'FactionHistoryRecorded':
      return withData(event, { ...event.data, factionId: map(event.data.factionId), beatId: nullable(event.data.beatId, map) });
    case 'FactionRemoved':
      return { type: event.type, data: { ...event.data, factionId: map(event.data.factionId) } };
    case 'FactionStanceChanged':
      return {
        type: event.type,
        data: {
          ...event.data,
          sourceFactionId: map(event.data.sourceFactionId),
          targetFactionId: map(event.data.targetFactionId),
          beatId: nullable(event.data.beatId, map),
        },
      };
    case 'LocationClaimed':
      return {
        type: event.type,
        data: {
          ...event.data,
          factionId: map(event.data.factionId),
          locationId: map(event.data.locationId),
          previousFactionId: nullable(event.data.previousFactionId, map),
          beatId: nullable(event.data.beatId, map),
        },
      };
    case 'LocationReleased':
      return {
        type: event.type,
        data: {
          ...event.data,
          factionId: map(event.data.factionId),
          locationId: map(event.data.locationId),
          beatId: nullable(event.data.beatId, map),
        },
      };
    case 'FactionDoctrineRewritten':
      return withData(event, { ...event.data, factionId: map(event.data.factionId), beatId: nullable(event.data.beatId, map) });
    case 'CharacterAdded':
      return {
        type: event.type,
        data: {
          ...event.data,
          characterId: map(event.data.characterId),
          locationId: nullable(event.data.locationId, map),
          factionId: nullable(event.data.factionId, map),
          emergedIn: emergence(event.data.emergedIn, map),
        },
      };
    case 'CharacterUpdated':
      return {
        type: event.type,
        data: {
          ...event.data,
          characterId: map(event.data.characterId),
          changes: characterChanges(event.data.changes, map),
        },
      };
    case 'CharacterStatusChanged':
    case 'CharacterMemoryRecorded':
      return withData(event, { ...event.data, characterId: map(event.data.characterId), beatId: nullable(event.data.beatId, map) });
    case 'CharacterMoved':
      return {
        type: event.type,
        data: {
          ...event.data,
          characterId: map(event.data.characterId),
          fromLocationId: nullable(event.data.fromLocationId, map),
          toLocationId: nullable(event.data.toLocationId, map),
          beatId: nullable(event.data.beatId, map),
        },
      };
    case 'CharacterMotivationsChanged':
    case 'CharacterProfileAmended':
    case 'CharacterHistoryRecorded':
      return withData(event, { ...event.data, characterId: map(event.data.characterId), beatId: nullable(event.data.beatId, map) });
    case 'CharacterAllegianceChanged':
      return {
        type: event.type,
        data: {
          ...event.data,
          characterId: map(event.data.characterId),
          fromFactionId: nullable(event.data.fromFactionId, map),
          toFactionId: nullable(event.data.toFactionId, map),
          beatId: nullable(event.data.beatId, map),
        },
      };
    case 'CharacterRelationshipChanged':
      return {
        type: event.type,
        data: {
          ...event.data,
          characterId: map(event.data.characterId),
          otherCharacterId: map(event.data.otherCharacterId),
          beatId: nullable(event.data.beatId, map),
        },
      };
    case 'CharacterRemoved':
      return { type: event.type, data: { ...event.data, characterId: map(event.data.characterId) } };
    case 'ArcStarted':
      return {
        type: event.type,
        data: {
          ...event.data,
          arcId: map(event.data.arcId),
          premise: premise(event.data.premise, map),
          anchors: event.data.anchors.map((anchor) => ({ ...anchor, beatId: map(anchor.beatId) })),
        },
      };
    case 'BeatGenerated':
      return {
        type: event.type,
        data: {
          ...event.data,
          arcId: map(event.data.arcId),
          beat: { ...event.data.beat, beatId: map(event.data.beat.beatId) },
          consequences: consequences(event.data.consequences, map),
        },
      };
    case 'ArcCompleted':
      return { type: event.type, data: { ...event.data, arcId: map(event.data.arcId) } };
    case 'WorldEventRecorded':
      return {
        type: event.type,
        data: {
          ...event.data,
          eventId: map(event.data.eventId),
          arcId: map(event.data.arcId),
          beatId: map(event.data.beatId),
        },
      };
    case 'WorldReviewModeSet':
    case 'WorldBudgetSet':
      return event;
    case 'BeatDrafted':
      return {
        type: event.type,
        data: {
          ...event.data,
          draftId: map(event.data.draftId),
          arcId: map(event.data.arcId),
          beat: draftedBeat(event.data.beat, map),
          replacesDraftId: nullable(event.data.replacesDraftId, map),
        },
      };
    case 'BeatDraftEdited':
      return { type: event.type, data: { ...event.data, draftId: map(event.data.draftId), arcId: map(event.data.arcId), beat: draftedBeat(event.data.beat, map) } };
    case 'BeatDraftAccepted':
      return { type: event.type, data: { ...event.data, draftId: map(event.data.draftId), arcId: map(event.data.arcId), beatId: map(event.data.beatId) } };
    case 'BeatDraftDiscarded':
      return { type: event.type, data: { ...event.data, draftId: map(event.data.draftId), arcId: map(event.data.arcId) } };
    case 'BeatReverted':
      return {
        type: event.type,
        data: {
          ...event.data,
          arcId: map(event.data.arcId),
          beatId: map(event.data.beatId),
          restoredBeatId: map(event.data.restoredBeatId),
          forgottenMemories: event.data.forgottenMemories.map((entry) => ({ ...entry, characterId: map(entry.characterId) })),
          kept: event.data.kept.map((entry) => ({ ...entry, entityId: map(entry.entityId) })),
        },
      };
    case 'InviteCreated':
    case 'InviteRevoked':
    case 'MemberJoined':
    case 'MemberRoleChanged':
    case 'MemberRemoved':
    case 'MemberLeft':
    case 'WorldAutoAdvanceSet':
      return event;
    case 'PlayerCharacterBound':
      return { type: event.type, data: { ...event.data, characterId: map(event.data.characterId) } };
    default:
      return assertNever(event);
  }
}
