import type { CharacterMemoryRecorded, CharacterMoved, CharacterStatusChanged } from '../entities/character.events';
import {
  factionHistoryEvent,
  factionStatusEvents,
  locationHistoryEvent,
  locationStatusEvents,
} from '../entities/history-events';
import type { BeatOrigin } from '../entities/historical-event';
import type { WorldDomainEvent } from '../world.events';
import type { BeatGenerated } from './arc.events';

/**
 * The entity events a BeatGenerated stands for. Evolve applies a beat through them, and projections can
 * reuse their per-entity handlers the same way; every one carries the beat's id.
 */
export function beatConsequenceEvents({
  beat,
  consequences,
  generatedAt: at,
}: BeatGenerated['data']): WorldDomainEvent[] {
  const origin: BeatOrigin = { beatId: beat.beatId, beatIndex: beat.index };
  const { beatId } = origin;
  return [
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
  ];
}
