import { assertNever, type WorldDomainEvent } from '@worldloom/domain';

/** When a world event happened, from its own data (the domain stamps every event with the command's `now`). */
export function worldEventTime(event: WorldDomainEvent): string {
  switch (event.type) {
    case 'WorldCreated':
      return event.data.createdAt;
    case 'WorldSeedingRequested':
      return event.data.requestedAt;
    case 'WorldSeedingPhaseRecorded':
      return event.data.recordedAt;
    case 'WorldSeeded':
      return event.data.seededAt;
    case 'WorldSeedingFailed':
      return event.data.failedAt;
    case 'LocationAdded':
    case 'FactionAdded':
    case 'CharacterAdded':
      return event.data.addedAt;
    case 'LocationUpdated':
    case 'FactionUpdated':
    case 'CharacterUpdated':
      return event.data.updatedAt;
    case 'LocationStatusChanged':
    case 'FactionStatusChanged':
    case 'CharacterStatusChanged':
    case 'FactionStanceChanged':
    case 'CharacterMotivationsChanged':
    case 'CharacterAllegianceChanged':
    case 'CharacterRelationshipChanged':
      return event.data.changedAt;
    case 'LocationHistoryRecorded':
    case 'FactionHistoryRecorded':
    case 'CharacterHistoryRecorded':
      return event.data.historicalEvent.timestamp;
    case 'LocationDescriptionAmended':
    case 'CharacterProfileAmended':
      return event.data.amendedAt;
    case 'LocationClaimed':
      return event.data.claimedAt;
    case 'LocationReleased':
      return event.data.releasedAt;
    case 'FactionDoctrineRewritten':
      return event.data.rewrittenAt;
    case 'LocationRemoved':
    case 'FactionRemoved':
    case 'CharacterRemoved':
      return event.data.removedAt;
    case 'CharacterMoved':
      return event.data.movedAt;
    case 'CharacterMemoryRecorded':
      return event.data.memory.timestamp;
    case 'ArcStarted':
      return event.data.startedAt;
    case 'BeatGenerated':
      return event.data.generatedAt;
    case 'ArcCompleted':
      return event.data.completedAt;
    case 'WorldEventRecorded':
      return event.data.recordedAt;
    case 'WorldReviewModeSet':
    case 'WorldBudgetSet':
      return event.data.setAt;
    case 'BeatDrafted':
      return event.data.draftedAt;
    case 'BeatDraftEdited':
      return event.data.editedAt;
    case 'BeatDraftAccepted':
      return event.data.acceptedAt;
    case 'BeatDraftDiscarded':
      return event.data.discardedAt;
    case 'BeatReverted':
      return event.data.revertedAt;
    default:
      return assertNever(event);
  }
}
