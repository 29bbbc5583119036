import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { findArc } from '../world/world.queries';
import type { WorldDomainEvent } from '../world/world.events';
import { initialState } from '../world/world.decider';
import { evolve, evolveWorld } from '../world/world.evolve';
import type { ExistingWorld } from '../world/world.state';

function invalid(index: number, event: WorldDomainEvent, reason: string): DomainError {
  return DomainError.invalid('HISTORY.INVALID', `Event ${index} (${event.type}) ${reason}`);
}

/** Why the event cannot follow `world`, or null when it can. */
function refusal(world: ExistingWorld, event: WorldDomainEvent): string | null {
  const has = (map: ReadonlyMap<string, unknown>, id: string, what: string) => (map.has(id) ? null : `names ${what} ${id}, which does not exist`);
  const isNew = (map: ReadonlyMap<string, unknown>, id: string, what: string) => (map.has(id) ? `adds ${what} ${id} twice` : null);
  switch (event.type) {
    case 'WorldCreated':
      return 'comes after the world was created';
    case 'WorldSeedingRequested':
    case 'WorldSeedingPhaseRecorded':
    case 'WorldSeeded':
    case 'WorldSeedingFailed':
      return null;
    case 'LocationAdded':
      return isNew(world.locations, event.data.locationId, 'location');
    case 'LocationUpdated':
    case 'LocationStatusChanged':
    case 'LocationHistoryRecorded':
    case 'LocationDescriptionAmended':
    case 'LocationRemoved':
      return has(world.locations, event.data.locationId, 'location');
    case 'FactionAdded':
      return isNew(world.factions, event.data.factionId, 'faction');
    case 'FactionUpdated':
    case 'FactionStatusChanged':
    case 'FactionHistoryRecorded':
    case 'FactionRemoved':
    case 'FactionDoctrineRewritten':
      return has(world.factions, event.data.factionId, 'faction');
    case 'FactionStanceChanged':
      return (
        has(world.factions, event.data.sourceFactionId, 'faction') ?? has(world.factions, event.data.targetFactionId, 'faction')
      );
    case 'LocationClaimed':
    case 'LocationReleased':
      return has(world.factions, event.data.factionId, 'faction') ?? has(world.locations, event.data.locationId, 'location');
    case 'CharacterAdded':
      return isNew(world.characters, event.data.characterId, 'character');
    case 'CharacterUpdated':
    case 'CharacterStatusChanged':
    case 'CharacterMoved':
    case 'CharacterMemoryRecorded':
    case 'CharacterMotivationsChanged':
    case 'CharacterAllegianceChanged':
    case 'CharacterProfileAmended':
    case 'CharacterHistoryRecorded':
    case 'CharacterRemoved':
      return has(world.characters, event.data.characterId, 'character');
    case 'CharacterRelationshipChanged':
      return (
        has(world.characters, event.data.characterId, 'character') ??
        has(world.characters, event.data.otherCharacterId, 'character')
      );
    case 'ArcStarted':
      if (findArc(world, event.data.arcId)) return `starts arc ${event.data.arcId} twice`;
      return world.currentArc?.status === 'active' ? `starts an arc while arc ${world.currentArc.arcId} is active` : null;
    case 'BeatGenerated': {
      const arc = findArc(world, event.data.arcId);
      if (arc?.status !== 'active') return `names arc ${event.data.arcId}, which is not an active arc`;
      if (arc.draft !== null) return `generates a beat while draft ${arc.draft.draftId} waits`;
      const { beat } = event.data;
      const taken = arc.beats.some((other) => other.index === beat.index && other.status === 'generated');
      return taken ? `generates beat ${beat.index} of arc ${arc.arcId} twice` : null;
    }
    case 'ArcCompleted':
      return findArc(world, event.data.arcId)?.status === 'active' ? null : `completes arc ${event.data.arcId}, which is not active`;
    case 'WorldEventRecorded': {
      const arc = findArc(world, event.data.arcId);
      const beat = arc?.beats.find((candidate) => candidate.beatId === event.data.beatId && candidate.status === 'generated');
      return beat ? null : `names beat ${event.data.beatId} of arc ${event.data.arcId}, which was not generated`;
    }
    case 'WorldReviewModeSet':
    case 'WorldBudgetSet':
      return null;
    case 'BeatDrafted': {
      const arc = findArc(world, event.data.arcId);
      if (arc?.status !== 'active') return `names arc ${event.data.arcId}, which is not an active arc`;
      if (arc.draft !== null) return `drafts a beat while draft ${arc.draft.draftId} waits`;
      const next = (arc.currentBeatIndex ?? -1) + 1;
      return event.data.beat.index === next ? null : `drafts beat ${event.data.beat.index} where beat ${next} comes next`;
    }
    case 'BeatDraftEdited':
    case 'BeatDraftAccepted':
    case 'BeatDraftDiscarded': {
      const waiting = findArc(world, event.data.arcId)?.draft?.draftId;
      return waiting === event.data.draftId ? null : `names draft ${event.data.draftId}, which does not wait in arc ${event.data.arcId}`;
    }
    case 'BeatReverted': {
      const arc = findArc(world, event.data.arcId);
      const last = arc?.status === 'active' ? arc.revertible.at(-1) : undefined;
      const restored = arc?.beats.some((beat) => beat.beatId === event.data.restoredBeatId && beat.status === 'generated');
      if (last?.beatId !== event.data.beatId || arc?.currentBeatIndex !== last.index) {
        return `reverts beat ${event.data.beatId}, which is not the current beat of an active arc`;
      }
      return restored ? null : `makes beat ${event.data.restoredBeatId} current again, which was not generated`;
    }
    case 'InviteCreated':
    case 'InviteRevoked':
    case 'MemberJoined':
    case 'MemberRoleChanged':
    case 'MemberRemoved':
    case 'MemberLeft':
    case 'WorldAutoAdvanceSet':
      return null;
    case 'PlayerCharacterBound':
      return has(world.characters, event.data.characterId, 'character');
    default:
      return assertNever(event);
  }
}

/**
 * Checks that a history could have come from the decider in the ways the read models rely on: one
 * WorldCreated first; entities added once and changed only while they exist; arcs started one at a time,
 * each beat generated once. A history written by this app always passes; an imported one must.
 */
export function checkWorldHistory(events: readonly WorldDomainEvent[]): void {
  const [first, ...rest] = events;
  if (first?.type !== 'WorldCreated') {
    throw DomainError.invalid('HISTORY.INVALID', 'A world history starts with WorldCreated');
  }
  let world = evolve(initialState(), first) as ExistingWorld;
  rest.forEach((event, offset) => {
    const reason = refusal(world, event);
    if (reason !== null) throw invalid(offset + 1, event, reason);
    world = evolveWorld(world, event);
  });
}
