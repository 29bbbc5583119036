import { assertNever, beatConsequenceEvents, type WorldDomainEvent } from '@worldloom/domain';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { projectArcEvent } from './arcs.projector';
import { projectCharacterEvent } from './characters.projector';
import { projectDiplomacyEvent } from './diplomacy.projector';
import { projectFactionEvent } from './factions.projector';
import { projectLocationEvent } from './locations.projector';
import { toWorldDomainEvent, worldIdOf } from '../world-domain-event';
import type { ChangedRow, DetailRows, DetailTable } from './detail-rows';
import type { DetailWrite } from './detail-write';

// How world-details applies stored events to rows in memory, for a batch of the live projection and for a
// rebuild session alike.

type RowRef = { readonly table: DetailTable; readonly id: string };

const factionRow = (id: string | null): RowRef[] => (id === null ? [] : [{ table: 'factions', id }]);

/** The existing rows an event changes in place: a batch loads them first, in one query per table. */
function rowsChangedByEvent(event: WorldDomainEvent): RowRef[] {
  switch (event.type) {
    case 'LocationUpdated':
    case 'LocationStatusChanged':
    case 'LocationHistoryRecorded':
    case 'LocationDescriptionAmended':
      return [{ table: 'locations', id: event.data.locationId }];
    case 'FactionUpdated':
    case 'FactionStatusChanged':
    case 'FactionHistoryRecorded':
    case 'FactionDoctrineRewritten':
      return [{ table: 'factions', id: event.data.factionId }];
    case 'FactionStanceChanged':
      return [{ table: 'factions', id: event.data.sourceFactionId }];
    case 'LocationClaimed':
      return [...factionRow(event.data.factionId), ...factionRow(event.data.previousFactionId)];
    case 'LocationReleased':
      return factionRow(event.data.factionId);
    case 'CharacterUpdated':
    case 'CharacterStatusChanged':
    case 'CharacterMoved':
    case 'CharacterMemoryRecorded':
    case 'CharacterMotivationsChanged':
    case 'CharacterProfileAmended':
    case 'CharacterHistoryRecorded':
      return [{ table: 'characters', id: event.data.characterId }];
    case 'CharacterAllegianceChanged':
      return [{ table: 'characters', id: event.data.characterId }, ...factionRow(event.data.fromFactionId)];
    case 'CharacterRelationshipChanged':
      return [
        { table: 'characters', id: event.data.characterId },
        { table: 'characters', id: event.data.otherCharacterId },
      ];
    // A beat's consequences are steps of their own (stepsOf); a revert's compensations are events of their own.
    case 'BeatGenerated':
    case 'ArcCompleted':
    case 'BeatReverted':
      return [{ table: 'arcs', id: event.data.arcId }];
    // Rows they write are written whole, and need no reading; review mode and drafts change none here (an
    // accepted draft's beat is its BeatGenerated).
    case 'WorldReviewModeSet':
    case 'WorldBudgetSet':
    case 'BeatDrafted':
    case 'BeatDraftEdited':
    case 'BeatDraftAccepted':
    case 'BeatDraftDiscarded':
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
    case 'InviteCreated':
    case 'InviteRevoked':
    case 'MemberJoined':
    case 'MemberRoleChanged':
    case 'MemberRemoved':
    case 'MemberLeft':
    case 'PlayerCharacterBound':
    case 'WorldAutoAdvanceSet':
      return [];
    default:
      return assertNever(event);
  }
}

function project(event: WorldDomainEvent, write: DetailWrite): void {
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
    case 'LocationDescriptionAmended':
    case 'LocationRemoved':
      return projectLocationEvent(event, write);
    case 'FactionAdded':
    case 'FactionUpdated':
    case 'FactionStatusChanged':
    case 'FactionHistoryRecorded':
    case 'FactionRemoved':
      return projectFactionEvent(event, write);
    case 'FactionStanceChanged':
    case 'LocationClaimed':
    case 'LocationReleased':
    case 'FactionDoctrineRewritten':
      return projectDiplomacyEvent(event, write);
    case 'CharacterAdded':
    case 'CharacterUpdated':
    case 'CharacterStatusChanged':
    case 'CharacterMoved':
    case 'CharacterMemoryRecorded':
    case 'CharacterMotivationsChanged':
    case 'CharacterAllegianceChanged':
    case 'CharacterProfileAmended':
    case 'CharacterRelationshipChanged':
    case 'CharacterHistoryRecorded':
    case 'CharacterRemoved':
      return projectCharacterEvent(event, write);
    case 'BeatGenerated':
    case 'ArcStarted':
    case 'ArcCompleted':
    case 'WorldEventRecorded':
    case 'BeatReverted':
      return projectArcEvent(event, write);
    case 'WorldReviewModeSet':
    case 'WorldBudgetSet':
    case 'BeatDrafted':
    case 'BeatDraftEdited':
    case 'BeatDraftAccepted':
    case 'BeatDraftDiscarded':
      return;
    // Membership has its read model of its own (projections/members).
    case 'InviteCreated':
    case 'InviteRevoked':
    case 'MemberJoined':
    case 'MemberRoleChanged':
    case 'MemberRemoved':
    case 'MemberLeft':
    case 'PlayerCharacterBound':
    case 'WorldAutoAdvanceSet':
      return;
    default:
      return assertNever(event);
  }
}

/** An event to project and where it came from; a beat's consequences follow it as steps of their own. */
export interface DetailStep {
  readonly event: WorldDomainEvent;
  readonly worldId: string;
  readonly revision: bigint;
}

/** Adds the steps of a stored event to `steps`. */
function addSteps(steps: DetailStep[], recorded: RecordedEvent): void {
  const step = { event: toWorldDomainEvent(recorded), worldId: worldIdOf(recorded), revision: recorded.revision };
  steps.push(step);
  if (step.event.type !== 'BeatGenerated') return;
  // The beat's consequences, as the very entity events the domain's evolve applies them through.
  for (const event of beatConsequenceEvents(step.event.data)) steps.push({ ...step, event });
}

/** The steps of a batch of stored events, in order. */
export function stepsOf(events: readonly RecordedEvent[]): DetailStep[] {
  const steps: DetailStep[] = [];
  for (const recorded of events) addSteps(steps, recorded);
  return steps;
}

/** The rows that are there already and that the steps change. */
export function rowsChangedBy(steps: readonly DetailStep[]): ChangedRow[] {
  const changed: ChangedRow[] = [];
  for (const { event, worldId } of steps) {
    for (const row of rowsChangedByEvent(event)) changed.push({ table: row.table, worldId, id: row.id });
  }
  return changed;
}

/** Applies every step, in order, to the rows in memory. */
export function projectSteps(steps: readonly DetailStep[], rows: DetailRows): void {
  for (const { event, worldId, revision } of steps) project(event, { rows, worldId, revision });
}
