import {
  BeatIndex,
  BeatType,
  CharacterStatus,
  CharacterType,
  FactionStatus,
  FactionType,
  ImpactLevel,
  LocationStatus,
  LocationType,
  StoryRole,
  Uuid,
  WorldEventType,
} from '@worldloom/contracts';
import { SEEDING_PHASES, type WorldDomainEvent, type WorldEventType as EventType } from '@worldloom/domain';
import { z } from 'zod';

/*
 * The data of every world event at its current schema version, as an imported file must hold it once
 * upcast. The read models take these values as they are, so an import checks them as strictly as the
 * decider made them: ids are UUIDs, vocabularies hold, times are the domain's own ISO form.
 */

/** What `Date#toISOString` writes, the only form the domain stamps (so times compare as text). */
const Time = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'Expected a UTC time like 2026-03-01T09:00:00.000Z')
  .refine((text) => !Number.isNaN(Date.parse(text)) && new Date(text).toISOString() === text, 'Not a real time');
const Text = z.string().max(20_000);
const Texts = z.array(Text).max(1000);
const Ids = z.array(Uuid).max(10_000);
const NullableId = Uuid.nullable();
const Coordinate = z.number().finite().nullable();
/** Postgres `integer`. */
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

const AppliedBeatConsequences = z.object({
  locationStatusChanges: z.array(z.object({ locationId: Uuid, ...statusChange(LocationStatus) })),
  factionStatusChanges: z.array(z.object({ factionId: Uuid, ...statusChange(FactionStatus) })),
  characterStatusChanges: z.array(z.object({ characterId: Uuid, ...statusChange(CharacterStatus) })),
  memories: z.array(NewMemory.extend({ characterId: Uuid })),
  moves: z.array(z.object({ characterId: Uuid, fromLocationId: NullableId, toLocationId: Uuid })),
  locationHistory: z.array(z.object({ locationId: Uuid, event: Text })),
  factionHistory: z.array(z.object({ factionId: Uuid, event: Text })),
});

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
  LocationAdded: LocationProfile.extend({ locationId: Uuid, status: LocationStatus, addedAt: Time }),
  LocationUpdated: z.object({ locationId: Uuid, changes: LocationProfile.partial(), updatedAt: Time }),
  LocationStatusChanged: z.object({ locationId: Uuid, ...statusChanged(LocationStatus) }),
  LocationHistoryRecorded: z.object({ locationId: Uuid, historicalEvent: HistoricalEntry, beatId: NullableId }),
  LocationRemoved: z.object({ locationId: Uuid, removedAt: Time }),
  FactionAdded: FactionProfile.extend({ factionId: Uuid, status: FactionStatus, addedAt: Time }),
  FactionUpdated: z.object({ factionId: Uuid, changes: FactionProfile.partial(), updatedAt: Time }),
  FactionStatusChanged: z.object({ factionId: Uuid, ...statusChanged(FactionStatus) }),
  FactionHistoryRecorded: z.object({ factionId: Uuid, historicalEvent: HistoricalEntry, beatId: NullableId }),
  FactionRemoved: z.object({ factionId: Uuid, removedAt: Time }),
  CharacterAdded: CharacterProfile.extend({
    characterId: Uuid,
    status: CharacterStatus,
    locationId: NullableId,
    memories: z.array(Memory),
    addedAt: Time,
  }),
  CharacterUpdated: z.object({ characterId: Uuid, changes: CharacterProfile.partial(), updatedAt: Time }),
  CharacterStatusChanged: z.object({ characterId: Uuid, ...statusChanged(CharacterStatus) }),
  CharacterMoved: z.object({ characterId: Uuid, fromLocationId: NullableId, toLocationId: NullableId, movedAt: Time, beatId: NullableId }),
  CharacterMemoryRecorded: z.object({ characterId: Uuid, memory: Memory, beatId: NullableId }),
  CharacterRemoved: z.object({ characterId: Uuid, removedAt: Time }),
  ArcStarted: z.object({
    arcId: Uuid,
    storyName: Text,
    detailedDescription: Text,
    storyIdea: Text.nullable(),
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
  }),
};
