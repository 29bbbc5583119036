import type {
  AppliedAllegianceChange,
  AppliedCharacterAmendment,
  AppliedDoctrine,
  AppliedLeaderChange,
  AppliedLocationAmendment,
  AppliedMotivationChange,
  AppliedRelationshipChange,
  AppliedStanceChange,
  AppliedTerritoryChange,
} from '../arc/beat-consequences';
import type { FactionDoctrineRewritten, FactionStanceChanged } from '../diplomacy/diplomacy.events';
import type {
  CharacterAllegianceChanged,
  CharacterHistoryRecorded,
  CharacterMotivationsChanged,
  CharacterProfileAmended,
  CharacterRelationshipChanged,
} from '../entities/character.events';
import type { FactionUpdated } from '../entities/faction.events';
import type { BeatOrigin, HistoricalEntry } from '../entities/historical-event';
import { factionHistoryEvent, locationHistoryEvent } from '../entities/history-events';
import type { LocationDescriptionAmended } from '../entities/location.events';
import type { WorldDomainEvent } from '../world.events';
import type { HistoryLine } from './change-history';

// The events each living-world change stands for; a beat and a person's command emit the same ones.

const beatIdOf = (origin: BeatOrigin | null) => origin?.beatId ?? null;

export function stanceEvent(change: AppliedStanceChange, at: string, origin: BeatOrigin | null): FactionStanceChanged {
  const { sourceFactionId, targetFactionId, previousStance, stance, reason } = change;
  return {
    type: 'FactionStanceChanged',
    data: { sourceFactionId, targetFactionId, previousStance, stance, reason, changedAt: at, beatId: beatIdOf(origin) },
  };
}

export function territoryEvent(change: AppliedTerritoryChange, at: string, origin: BeatOrigin | null): WorldDomainEvent {
  const { factionId, locationId, reason } = change;
  const beatId = beatIdOf(origin);
  if (change.kind === 'release') return { type: 'LocationReleased', data: { factionId, locationId, reason, releasedAt: at, beatId } };
  const { method, previousFactionId } = change;
  return { type: 'LocationClaimed', data: { factionId, locationId, method, previousFactionId, reason, claimedAt: at, beatId } };
}

export function doctrineEvent(change: AppliedDoctrine, at: string, origin: BeatOrigin | null): FactionDoctrineRewritten {
  return {
    type: 'FactionDoctrineRewritten',
    data: {
      factionId: change.factionId,
      previousIdeology: change.previousIdeology,
      ideology: change.ideology,
      previousTags: [...change.previousTags],
      tags: [...change.tags],
      reason: change.reason,
      rewrittenAt: at,
      beatId: beatIdOf(origin),
    },
  };
}

export function leaderEvent(change: AppliedLeaderChange, at: string): FactionUpdated {
  return { type: 'FactionUpdated', data: { factionId: change.factionId, changes: { leaderId: change.leaderId }, updatedAt: at } };
}

export function motivationsEvent(change: AppliedMotivationChange, at: string, origin: BeatOrigin | null): CharacterMotivationsChanged {
  const { characterId, added, dropped, reason } = change;
  return {
    type: 'CharacterMotivationsChanged',
    data: { characterId, added: [...added], dropped: [...dropped], reason, changedAt: at, beatId: beatIdOf(origin) },
  };
}

export function allegianceEvent(change: AppliedAllegianceChange, at: string, origin: BeatOrigin | null): CharacterAllegianceChanged {
  return { type: 'CharacterAllegianceChanged', data: { ...change, changedAt: at, beatId: beatIdOf(origin) } };
}

export function characterAmendmentEvent(change: AppliedCharacterAmendment, at: string, origin: BeatOrigin | null): CharacterProfileAmended {
  const { characterId, changes, reason } = change;
  return { type: 'CharacterProfileAmended', data: { characterId, changes: { ...changes }, reason, amendedAt: at, beatId: beatIdOf(origin) } };
}

export function locationAmendmentEvent(change: AppliedLocationAmendment, at: string, origin: BeatOrigin | null): LocationDescriptionAmended {
  const { locationId, previousDescription, description } = change;
  return { type: 'LocationDescriptionAmended', data: { locationId, previousDescription, description, amendedAt: at, beatId: beatIdOf(origin) } };
}

export function relationshipEvent(change: AppliedRelationshipChange, at: string, origin: BeatOrigin | null): CharacterRelationshipChanged {
  const { characterId, otherCharacterId, previousKind, kind, note } = change;
  return {
    type: 'CharacterRelationshipChanged',
    data: { characterId, otherCharacterId, previousKind, kind, note, changedAt: at, beatId: beatIdOf(origin) },
  };
}

export function characterHistoryEvent(characterId: string, text: string, at: string, origin: BeatOrigin | null): CharacterHistoryRecorded {
  const historicalEvent: HistoricalEntry = { timestamp: at, event: text, ...(origin === null ? {} : { beatIndex: origin.beatIndex }) };
  return { type: 'CharacterHistoryRecorded', data: { characterId, historicalEvent, beatId: beatIdOf(origin) } };
}

export function historyLineEvent(line: HistoryLine, at: string, origin: BeatOrigin | null): WorldDomainEvent {
  switch (line.kind) {
    case 'location':
      return locationHistoryEvent(line.locationId, line.event, at, origin);
    case 'faction':
      return factionHistoryEvent(line.factionId, line.event, at, origin);
    case 'character':
      return characterHistoryEvent(line.characterId, line.event, at, origin);
  }
}
