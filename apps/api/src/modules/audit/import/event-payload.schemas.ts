import {
  AllegianceChange,
  BeatIndex,
  BeatType,
  CharacterStatus,
  CharacterType,
  ClaimMethod,
  FactionStance,
  FactionStatus,
  FactionType,
  ImpactLevel,
  LocationStatus,
  LocationType,
  MAX_NEWCOMERS_PER_BEAT,
  ProposedConsequences,
  RelationshipKind,
  StoryRole,
  Uuid,
  WorldEventType,
} from '@worldloom/contracts';
import { assertNever, SEEDING_PHASES, type WorldDomainEvent, type WorldEventType as EventType } from '@worldloom/domain';
import { z } from 'zod';

/*
 * The data of every world event at its current schema version, as an imported file must hold it once
 * upcast. The read models take these values as they are, so an import checks them as strictly as the
 * decider made them: ids are UUIDs, vocabularies hold, times are the domain's own ISO form, and what the
 * decider never writes (a stance toward oneself, a change that changes nothing, a reason left blank) is
 * refused. Whether the ids name things of the world is the history check's part (checkHistory).
 */

/** What `Date#toISOString` writes, the only form the domain stamps (so times compare as text). */
const Time = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'Expected a UTC time like 2026-03-01T09:00:00.000Z')
  .refine((text) => !Number.isNaN(Date.parse(text)) && new Date(text).toISOString() === text, 'Not a real time');
const Text = z.string().max(20_000);
/** Text the decider requires: a change's reason (it goes into the history lines), an ideology, a premise's threat. */
const NonBlank = Text.refine((text) => text.trim() !== '', 'May not be blank');
const Texts = z.array(Text).max(1000);
const Ids = z.array(Uuid).max(10_000);
const NullableId = Uuid.nullable();
const Coordinate = z.number().finite().nullable();
/** Postgres `integer`. */
const InvitedRole = z.enum(['co-author', 'player', 'viewer']);

const Count = z.number().int().min(0).max(2_147_483_647);

const WorldOrigin = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fork'), sourceWorldId: Uuid, sourceRevision: z.number().int().min(0) }),
  z.object({ kind: z.literal('import'), sourceWorldId: Uuid, sourceChecksum: z.string().regex(/^[0-9a-f]{64}$/) }),
]);

const HistoricalEntry = z.object({
  timestamp: Time,
  event: Text,
  previousStatus: z.string().max(40).optional(),
  beatIndex: BeatIndex.optional(),
});

const NewMemory = z.object({ eventDescription: Text, emotionalImpact: Text, importance: z.number().min(0).max(1) });
const Memory = NewMemory.extend({ timestamp: Time });

/** The beat a newcomer entered the world in. */
const Emergence = z.object({ arcId: Uuid, beatId: Uuid, beatIndex: BeatIndex });

/** Each id once: the decider keeps sets of them. */
const UniqueIds = Ids.refine((ids) => new Set(ids).size === ids.length, 'An id is listed twice');

const ArcPremise = z.object({
  threat: NonBlank,
  stakes: NonBlank,
  protagonistId: NullableId,
  antagonistId: NullableId,
  characterIds: UniqueIds,
  factionIds: UniqueIds,
  locationIds: UniqueIds,
});

const LocationProfile = z.object({
  name: Text,
  type: LocationType,
  description: Text,
  tags: Texts,
  parentLocationId: NullableId,
  relativeX: Coordinate,
  relativeY: Coordinate,
});

const FactionProfile = z.object({
  name: Text,
  type: FactionType,
  membersEstimate: Count,
  controlledLocationIds: Ids,
  leaderId: NullableId,
  bannerColor: Text,
  ideology: Text,
  tags: Texts,
});

const CharacterProfile = z.object({
  name: Text,
  type: CharacterType,
  storyRole: StoryRole,
  description: Text,
  background: Text,
  personalityTraits: Texts,
  motivations: Texts,
  factionId: NullableId,
});

const BeatPlan = z.object({
  beatId: Uuid,
  index: BeatIndex,
  name: Text,
  description: Text,
  worldDirectives: Texts,
  emergentStorylines: Texts,
});

function statusChange<Status extends z.ZodType>(status: Status) {
  return { previousStatus: status, status, reason: Text.nullable() };
}

/*
 * The living world's changes, as a beat's consequences list them and (with a time and a beat) as the events
 * a person's command writes. Each is refined as the decider's rules have it.
 */

const StanceChange = z
  .object({ sourceFactionId: Uuid, targetFactionId: Uuid, previousStance: FactionStance, stance: FactionStance, reason: NonBlank })
  .refine(({ sourceFactionId, targetFactionId }) => sourceFactionId !== targetFactionId, 'A faction has no stance toward itself')
  .refine(({ previousStance, stance }) => previousStance !== stance, 'The stance does not change');

const Claim = z.object({ factionId: Uuid, locationId: Uuid, method: ClaimMethod, previousFactionId: NullableId, reason: NonBlank });
const notFromItself = ({ factionId, previousFactionId }: { factionId: string; previousFactionId: string | null }) => factionId !== previousFactionId;
const Release = z.object({ factionId: Uuid, locationId: Uuid, reason: NonBlank });

const TerritoryChange = z.discriminatedUnion('kind', [
  Claim.extend({ kind: z.literal('claim') }).refine(notFromItself, 'A faction does not take a place it holds'),
  Release.extend({ kind: z.literal('release') }),
]);

const Doctrine = z.object({
  factionId: Uuid,
  previousIdeology: Text,
  ideology: NonBlank,
  previousTags: Texts,
  tags: Texts,
  reason: NonBlank.nullable(),
});

/** A motivation as the decider keeps it: trimmed, not blank. */
const Motivation = Text.refine((text) => text.trim() !== '' && text === text.trim(), 'A motivation is trimmed text, not blank');
const MotivationChange = z
  .object({ characterId: Uuid, added: z.array(Motivation).max(1000), dropped: z.array(Motivation).max(1000), reason: NonBlank })
  .refine(({ added, dropped }) => added.length + dropped.length > 0, 'A change of motivations takes one up or gives one up');

/** Join (from none), leave (to none), defect (to another), hold out (stay in one's own, fallen faction). */
function allegianceHolds({ change, fromFactionId: from, toFactionId: to }: { change: AllegianceChange; fromFactionId: string | null; toFactionId: string | null }): boolean {
  switch (change) {
    case 'join':
      return from === null && to !== null;
    case 'leave':
      return from !== null && to === null;
    case 'defect':
      return from !== null && to !== null && from !== to;
    case 'holdout':
      return from !== null && from === to;
    default:
      return assertNever(change);
  }
}
const AllegianceChangeData = z
  .object({ characterId: Uuid, change: AllegianceChange, fromFactionId: NullableId, toFactionId: NullableId, reason: NonBlank })
  .refine(allegianceHolds, 'The change does not fit the factions it goes from and to');

const ProfileChanges = z
  .object({ description: NonBlank.optional(), background: NonBlank.optional() })
  .refine((changes) => changes.description !== undefined || changes.background !== undefined, 'An amendment gives a new description or background');
const CharacterAmendment = z.object({ characterId: Uuid, changes: ProfileChanges, reason: NonBlank });

const LocationAmendment = z.object({ locationId: Uuid, previousDescription: Text, description: NonBlank, reason: NonBlank });

const RelationshipChange = z
  .object({ characterId: Uuid, otherCharacterId: Uuid, previousKind: RelationshipKind.nullable(), kind: RelationshipKind.nullable(), note: Text })
  .refine(({ characterId, otherCharacterId }) => characterId !== otherCharacterId, 'A character has no relationship with themself')
  .refine(({ previousKind, kind }) => previousKind !== kind, 'The relationship does not change')
  .refine(({ kind, note }) => kind === null || note.trim() !== '', 'A relationship needs a short note');

const LeaderChange = z
  .object({ factionId: Uuid, previousLeaderId: NullableId, leaderId: NullableId, reason: NonBlank })
  .refine(({ previousLeaderId, leaderId }) => previousLeaderId !== leaderId, 'The leader does not change');

/** A new place lies on the map, and in a region unless it is one. */
const NewPlace = LocationProfile.extend({ locationId: Uuid, status: LocationStatus }).refine(
  ({ type, parentLocationId, relativeX, relativeY }) => relativeX !== null && relativeY !== null && (type === 'region' || parentLocationId !== null),
  'A new place needs its place on the map and, unless a region, the region it lies in',
);

/** People and places a beat brings in, as their Added events will carry them (but for the beat and time). */
const Newcomers = z
  .object({
    locations: z.array(NewPlace),
    characters: z.array(
      CharacterProfile.extend({ characterId: Uuid, status: z.literal('active'), locationId: Uuid, memories: z.array(Memory) }),
    ),
  })
  .refine(
    ({ locations, characters }) => locations.length + characters.length <= MAX_NEWCOMERS_PER_BEAT,
    `A beat brings in at most ${MAX_NEWCOMERS_PER_BEAT} newcomers`,
  );

const AppliedBeatConsequences = z.object({
  newcomers: Newcomers,
  locationStatusChanges: z.array(z.object({ locationId: Uuid, ...statusChange(LocationStatus) })),
  factionStatusChanges: z.array(z.object({ factionId: Uuid, ...statusChange(FactionStatus) })),
  characterStatusChanges: z.array(z.object({ characterId: Uuid, ...statusChange(CharacterStatus) })),
  memories: z.array(NewMemory.extend({ characterId: Uuid })),
  moves: z.array(z.object({ characterId: Uuid, fromLocationId: NullableId, toLocationId: Uuid })),
  locationHistory: z.array(z.object({ locationId: Uuid, event: Text })),
  factionHistory: z.array(z.object({ factionId: Uuid, event: Text })),
  stanceChanges: z.array(StanceChange),
  territoryChanges: z.array(TerritoryChange),
  doctrines: z.array(Doctrine),
  motivationChanges: z.array(MotivationChange),
  allegianceChanges: z.array(AllegianceChangeData),
  characterAmendments: z.array(CharacterAmendment),
  locationAmendments: z.array(LocationAmendment),
  relationshipChanges: z.array(RelationshipChange),
  leaderChanges: z.array(LeaderChange),
  characterHistory: z.array(z.object({ characterId: Uuid, event: Text })),
});

/** A drafted beat: its plan and its proposed consequences, as ProgressArc takes them (the API's own schema). */
const DraftedBeat = BeatPlan.extend({ consequences: ProposedConsequences });

const Draft = z.object({ draftId: Uuid, arcId: Uuid });

/** The fields every *StatusChanged event carries besides its entity's id. */
function statusChanged<Status extends z.ZodType>(status: Status) {
  return { previousStatus: status, status, changedAt: Time, beatId: NullableId };
}

type EventData<Type extends EventType> = Extract<WorldDomainEvent, { type: Type }>['data'];

/** One schema per event type; the mapped type makes each parse to data the domain's type accepts. */
export const eventPayloadSchemas: { readonly [Type in EventType]: z.ZodType<EventData<Type>> } = {
  WorldCreated: z.object({ worldId: Uuid, ownerId: z.string(), name: Text, description: Text, createdAt: Time, origin: WorldOrigin.nullable() }),
  WorldSeedingRequested: z.object({ requestId: Uuid, requestedAt: Time }),
  WorldSeedingPhaseRecorded: z.object({ requestId: Uuid, phase: z.enum(SEEDING_PHASES), entityIds: Ids, recordedAt: Time }),
  WorldSeeded: z.object({ requestId: Uuid, locationCount: Count, factionCount: Count, characterCount: Count, seededAt: Time }),
  WorldSeedingFailed: z.object({ requestId: Uuid, reason: Text, failedAt: Time }),
  LocationAdded: LocationProfile.extend({ locationId: Uuid, status: LocationStatus, emergedIn: Emergence.nullable(), addedAt: Time }),
  LocationUpdated: z.object({ locationId: Uuid, changes: LocationProfile.partial(), updatedAt: Time }),
  LocationStatusChanged: z.object({ locationId: Uuid, ...statusChanged(LocationStatus) }),
  LocationHistoryRecorded: z.object({ locationId: Uuid, historicalEvent: HistoricalEntry, beatId: NullableId }),
  LocationDescriptionAmended: LocationAmendment.omit({ reason: true }).extend({ amendedAt: Time, beatId: NullableId }),
  LocationRemoved: z.object({ locationId: Uuid, removedAt: Time }),
  FactionAdded: FactionProfile.extend({ factionId: Uuid, status: FactionStatus, addedAt: Time }),
  FactionUpdated: z.object({ factionId: Uuid, changes: FactionProfile.partial(), updatedAt: Time }),
  FactionStatusChanged: z.object({ factionId: Uuid, ...statusChanged(FactionStatus), reason: NonBlank.nullable() }),
  FactionHistoryRecorded: z.object({ factionId: Uuid, historicalEvent: HistoricalEntry, beatId: NullableId }),
  FactionRemoved: z.object({ factionId: Uuid, removedAt: Time }),
  FactionStanceChanged: StanceChange.safeExtend({ changedAt: Time, beatId: NullableId }),
  LocationClaimed: Claim.extend({ claimedAt: Time, beatId: NullableId }).refine(notFromItself, 'A faction does not take a place it holds'),
  LocationReleased: Release.extend({ releasedAt: Time, beatId: NullableId }),
  FactionDoctrineRewritten: Doctrine.extend({ rewrittenAt: Time, beatId: NullableId }),
  CharacterAdded: CharacterProfile.extend({
    characterId: Uuid,
    status: CharacterStatus,
    locationId: NullableId,
    memories: z.array(Memory),
    emergedIn: Emergence.nullable(),
    addedAt: Time,
  }),
  CharacterUpdated: z.object({ characterId: Uuid, changes: CharacterProfile.partial(), updatedAt: Time }),
  CharacterStatusChanged: z.object({ characterId: Uuid, ...statusChanged(CharacterStatus) }),
  CharacterMoved: z.object({ characterId: Uuid, fromLocationId: NullableId, toLocationId: NullableId, movedAt: Time, beatId: NullableId }),
  CharacterMemoryRecorded: z.object({ characterId: Uuid, memory: Memory, beatId: NullableId }),
  CharacterMotivationsChanged: MotivationChange.safeExtend({ changedAt: Time, beatId: NullableId }),
  CharacterAllegianceChanged: AllegianceChangeData.safeExtend({ changedAt: Time, beatId: NullableId }),
  CharacterProfileAmended: CharacterAmendment.extend({ amendedAt: Time, beatId: NullableId }),
  CharacterRelationshipChanged: RelationshipChange.safeExtend({ changedAt: Time, beatId: NullableId }),
  CharacterHistoryRecorded: z.object({ characterId: Uuid, historicalEvent: HistoricalEntry, beatId: NullableId }),
  CharacterRemoved: z.object({ characterId: Uuid, removedAt: Time }),
  ArcStarted: z.object({
    arcId: Uuid,
    storyName: Text,
    detailedDescription: Text,
    storyIdea: Text.nullable(),
    premise: ArcPremise.nullable(),
    anchors: z.array(BeatPlan).max(15),
    startedAt: Time,
  }),
  BeatGenerated: z.object({
    arcId: Uuid,
    beat: BeatPlan.extend({ beatType: BeatType }),
    consequences: AppliedBeatConsequences,
    generatedAt: Time,
  }),
  ArcCompleted: z.object({ arcId: Uuid, summary: Text, completedAt: Time }),
  WorldEventRecorded: z.object({
    eventId: Uuid,
    arcId: Uuid,
    beatId: Uuid,
    beatIndex: BeatIndex,
    eventType: WorldEventType,
    impactLevel: ImpactLevel,
    description: Text,
    recordedAt: Time,
    characterId: Uuid.optional(),
  }),
  WorldReviewModeSet: z.object({ enabled: z.boolean(), setAt: Time }),
  WorldBudgetSet: z.object({ monthlyBudgetUsd: z.number().finite().min(0).nullable(), setAt: Time }),
  BeatDrafted: Draft.extend({ beat: DraftedBeat, replacesDraftId: NullableId, draftedAt: Time }),
  BeatDraftEdited: Draft.extend({ beat: DraftedBeat, editedAt: Time }),
  BeatDraftAccepted: Draft.extend({ beatId: Uuid, acceptedAt: Time }),
  BeatDraftDiscarded: Draft.extend({ reason: z.enum(['discarded', 'regenerated']), discardedAt: Time }),
  BeatReverted: z.object({
    arcId: Uuid,
    beatId: Uuid,
    beatIndex: BeatIndex,
    beatName: Text,
    restoredBeatId: Uuid,
    restoredBeatIndex: BeatIndex,
    revertedBy: z.string(),
    forgottenMemories: z.array(z.object({ characterId: Uuid, memory: Memory })),
    kept: z.array(z.object({ entityId: Uuid, field: Text, message: Text })),
    revertedAt: Time,
  }),
  InviteCreated: z.object({
    inviteId: Uuid,
    role: InvitedRole,
    tokenHash: z.string().max(200),
    expiresAt: Time.nullable(),
    maxUses: z.number().int().min(1).max(1_000_000).nullable(),
    createdAt: Time,
  }),
  InviteRevoked: z.object({ inviteId: Uuid, revokedAt: Time }),
  MemberJoined: z.object({ userId: z.string(), role: InvitedRole, inviteId: Uuid, joinedAt: Time }),
  MemberRoleChanged: z.object({ userId: z.string(), previousRole: InvitedRole, role: InvitedRole, changedAt: Time }),
  MemberRemoved: z.object({ userId: z.string(), removedAt: Time }),
  MemberLeft: z.object({ userId: z.string(), leftAt: Time }),
  PlayerCharacterBound: z.object({ userId: z.string(), characterId: Uuid, boundAt: Time }),
  WorldAutoAdvanceSet: z.object({ enabled: z.boolean(), setAt: Time }),
};
