import {
  allegianceEvent,
  characterAmendmentEvent,
  characterHistoryEvent,
  doctrineEvent,
  leaderEvent,
  locationAmendmentEvent,
  motivationsEvent,
  relationshipEvent,
  stanceEvent,
  territoryEvent,
} from '../changes/change-events';
import type {
  CharacterAdded,
  CharacterMemoryRecorded,
  CharacterMoved,
  CharacterStatusChanged,
} from '../entities/character.events';
import {
  factionHistoryEvent,
  factionStatusEvents,
  locationHistoryEvent,
  locationStatusEvents,
} from '../entities/history-events';
import type { BeatOrigin, Emergence } from '../entities/historical-event';
import type { LocationAdded } from '../entities/location.events';
import type { WorldDomainEvent } from '../world.events';
import type { BeatGenerated } from './arc.events';

/**
 * The entity events a BeatGenerated stands for. Evolve applies a beat through them, and projections can
 * reuse their per-entity handlers the same way; every one that can name a beat names this one (a leader
 * change is a FactionUpdated, whose beat is on its history line). Newcomers come first, so the changes
 * after them may name them.
 */
export function beatConsequenceEvents({
  arcId,
  beat,
  consequences,
  generatedAt: at,
}: BeatGenerated['data']): WorldDomainEvent[] {
  const origin: BeatOrigin = { beatId: beat.beatId, beatIndex: beat.index };
  const emergedIn: Emergence = { arcId, ...origin };
  const { beatId } = origin;
  return [
    ...consequences.newcomers.locations.map((data): LocationAdded => ({
      type: 'LocationAdded',
      data: { ...data, emergedIn, addedAt: at },
    })),
    ...consequences.newcomers.characters.map((data): CharacterAdded => ({
      type: 'CharacterAdded',
      data: { ...data, emergedIn, addedAt: at },
    })),
    ...consequences.territoryChanges.map((change) => territoryEvent(change, at, origin)),
    ...consequences.stanceChanges.map((change) => stanceEvent(change, at, origin)),
    ...consequences.doctrines.map((change) => doctrineEvent(change, at, origin)),
    ...consequences.allegianceChanges.map((change) => allegianceEvent(change, at, origin)),
    ...consequences.leaderChanges.map((change) => leaderEvent(change, at)),
    ...consequences.motivationChanges.map((change) => motivationsEvent(change, at, origin)),
    ...consequences.characterAmendments.map((change) => characterAmendmentEvent(change, at, origin)),
    ...consequences.locationAmendments.map((change) => locationAmendmentEvent(change, at, origin)),
    ...consequences.relationshipChanges.map((change) => relationshipEvent(change, at, origin)),
    ...consequences.moves.map((move): CharacterMoved => ({
      type: 'CharacterMoved',
      data: { ...move, movedAt: at, beatId },
    })),
    ...consequences.memories.map(({ characterId, ...memory }): CharacterMemoryRecorded => ({
      type: 'CharacterMemoryRecorded',
      data: { characterId, memory: { timestamp: at, ...memory }, beatId },
    })),
    ...consequences.characterStatusChanges.map(({ characterId, previousStatus, status }): CharacterStatusChanged => ({
      type: 'CharacterStatusChanged',
      data: { characterId, previousStatus, status, changedAt: at, beatId },
    })),
    ...consequences.locationStatusChanges.flatMap(({ locationId, ...change }) =>
      locationStatusEvents(locationId, change, at, origin),
    ),
    ...consequences.factionStatusChanges.flatMap(({ factionId, ...change }) =>
      factionStatusEvents(factionId, change, at, origin),
    ),
    ...consequences.locationHistory.map(({ locationId, event }) => locationHistoryEvent(locationId, event, at, origin)),
    ...consequences.factionHistory.map(({ factionId, event }) => factionHistoryEvent(factionId, event, at, origin)),
    ...consequences.characterHistory.map(({ characterId, event }) => characterHistoryEvent(characterId, event, at, origin)),
  ];
}
