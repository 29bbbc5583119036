import type { DomainEvent } from '../shared/decider';
import type { ArcEvent } from './arc/arc.events';
import type { DiplomacyEvent } from './diplomacy/diplomacy.events';
import type { CharacterEvent } from './entities/character.events';
import type { FactionEvent } from './entities/faction.events';
import type { LocationEvent } from './entities/location.events';
import type { DraftEvent } from './drafts/draft.events';
import type { RevertEvent } from './revert/revert.events';
import type { SeedingEvent } from './seeding/seeding.events';
import type { MembersEvent } from './members/members.events';
import type { SettingsEvent } from './settings/settings.events';

/** Where a world came from when it did not start empty: a fork of another world, or an imported export. */
export type WorldOrigin =
  | { readonly kind: 'fork'; readonly sourceWorldId: string; readonly sourceRevision: number }
  | { readonly kind: 'import'; readonly sourceWorldId: string; readonly sourceChecksum: string };

/** v2 added `origin` (null for a world created empty); v1 events are upcast on read (history/upcasting.ts). */
export type WorldCreated = DomainEvent<
  'WorldCreated',
  {
    worldId: string;
    ownerId: string;
    name: string;
    description: string;
    createdAt: string;
    origin: WorldOrigin | null;
  }
>;

/** Every event of a world's stream `world-<uuid>`. */
export type WorldDomainEvent =
  | WorldCreated
  | SeedingEvent
  | LocationEvent
  | FactionEvent
  | CharacterEvent
  | DiplomacyEvent
  | ArcEvent
  | SettingsEvent
  | DraftEvent
  | RevertEvent
  | MembersEvent;
export type WorldEventType = WorldDomainEvent['type'];

/** Schema version of each event type's data, stored in its metadata. */
export const worldEventSchemaVersions: Record<WorldEventType, number> = {
  WorldCreated: 2,
  WorldSeedingRequested: 1,
  WorldSeedingPhaseRecorded: 1,
  WorldSeeded: 1,
  WorldSeedingFailed: 1,
  LocationAdded: 2,
  LocationUpdated: 1,
  LocationStatusChanged: 1,
  LocationHistoryRecorded: 1,
  LocationDescriptionAmended: 1,
  LocationRemoved: 1,
  FactionAdded: 1,
  FactionUpdated: 1,
  FactionStatusChanged: 2,
  FactionHistoryRecorded: 1,
  FactionRemoved: 1,
  FactionStanceChanged: 1,
  LocationClaimed: 1,
  LocationReleased: 1,
  FactionDoctrineRewritten: 1,
  CharacterAdded: 2,
  CharacterUpdated: 1,
  CharacterStatusChanged: 1,
  CharacterMoved: 1,
  CharacterMemoryRecorded: 1,
  CharacterMotivationsChanged: 1,
  CharacterAllegianceChanged: 1,
  CharacterProfileAmended: 1,
  CharacterRelationshipChanged: 1,
  CharacterHistoryRecorded: 1,
  CharacterRemoved: 1,
  ArcStarted: 2,
  BeatGenerated: 2,
  ArcCompleted: 1,
  WorldEventRecorded: 1,
  WorldReviewModeSet: 1,
  WorldBudgetSet: 1,
  BeatDrafted: 1,
  BeatDraftEdited: 1,
  BeatDraftAccepted: 1,
  BeatDraftDiscarded: 1,
  BeatReverted: 1,
  InviteCreated: 1,
  InviteRevoked: 1,
  MemberJoined: 1,
  MemberRoleChanged: 1,
  MemberRemoved: 1,
  MemberLeft: 1,
  PlayerCharacterBound: 1,
  WorldAutoAdvanceSet: 1,
};
