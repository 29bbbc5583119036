import { z } from 'zod';
import { Timestamp, Uuid } from './common';
import { Arc, Beat, BeatIndex, Character, Faction, Location } from './entities';
import { ActorKind, EventSource } from './event-metadata';
import { WORLD_NAME_MAX } from './vocabulary';
import { LIST_LIMIT_MAX, WorldStateView } from './world-state';

/*
 * Audit and time travel (ARCHITECTURE.md "Audit"): a world's history, its state at any point of its
 * stream, the difference between two points, export/import as NDJSON, and forks.
 */

/** Every event type of a world's stream (the API checks this list against the domain's). */
export const HistoryEventType = z.enum([
  'WorldCreated',
  'WorldSeedingRequested',
  'WorldSeedingPhaseRecorded',
  'WorldSeeded',
  'WorldSeedingFailed',
  'LocationAdded',
  'LocationUpdated',
  'LocationStatusChanged',
  'LocationHistoryRecorded',
  'LocationDescriptionAmended',
  'LocationRemoved',
  'LocationClaimed',
  'LocationReleased',
  'FactionAdded',
  'FactionUpdated',
  'FactionStatusChanged',
  'FactionHistoryRecorded',
  'FactionStanceChanged',
  'FactionDoctrineRewritten',
  'FactionRemoved',
  'CharacterAdded',
  'CharacterUpdated',
  'CharacterStatusChanged',
  'CharacterMoved',
  'CharacterMemoryRecorded',
  'CharacterMotivationsChanged',
  'CharacterAllegianceChanged',
  'CharacterProfileAmended',
  'CharacterRelationshipChanged',
  'CharacterHistoryRecorded',
  'CharacterRemoved',
  'ArcStarted',
  'BeatGenerated',
  'ArcCompleted',
  'WorldEventRecorded',
  'WorldReviewModeSet',
  'WorldBudgetSet',
  'BeatDrafted',
  'BeatDraftEdited',
  'BeatDraftAccepted',
  'BeatDraftDiscarded',
  'BeatReverted',
  'InviteCreated',
  'InviteRevoked',
  'MemberJoined',
  'MemberRoleChanged',
  'MemberRemoved',
  'MemberLeft',
  'PlayerCharacterBound',
  'WorldAutoAdvanceSet',
]);
export type HistoryEventType = z.infer<typeof HistoryEventType>;

export const HistoryOrder = z.enum(['newest', 'oldest']);
export type HistoryOrder = z.infer<typeof HistoryOrder>;

export const HISTORY_LIMIT_DEFAULT = 50;

const historyFilters = {
  order: HistoryOrder.default('newest').describe('newest (default) or oldest first'),
  limit: z.number().int().min(1).max(LIST_LIMIT_MAX).default(HISTORY_LIMIT_DEFAULT),
  /** The `next_cursor` of the previous page. */
  cursor: z.string().min(1).max(100).optional(),
  actorId: z.string().min(1).max(200).optional().describe("Only events of this actor (a user's id, an API key's id, or a system worker)"),
  actorKind: ActorKind.optional(),
  source: EventSource.optional(),
  arcId: Uuid.optional().describe('Only events that happened during this arc'),
  beatIndex: BeatIndex.optional().describe('With arcId: only events that happened while this beat was current'),
  from: Timestamp.optional().describe('Only events at or after this time'),
  to: Timestamp.optional().describe('Only events at or before this time'),
};

/** `beatIndex` belongs to an arc; a time range runs forwards. */
function checkHistoryFilters(input: { arcId?: string; beatIndex?: number; from?: string; to?: string }, context: z.RefinementCtx): void {
  if (input.beatIndex !== undefined && input.arcId === undefined) {
    context.addIssue({ code: 'custom', path: ['beatIndex'], message: 'beatIndex needs arcId: a beat index is only known within an arc' });
  }
  if (input.from !== undefined && input.to !== undefined && Date.parse(input.from) > Date.parse(input.to)) {
    context.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
  }
}

/** audit.history: one page of a world's events with filters. */
export const WorldHistoryInput = z
  .object({ worldId: Uuid, types: z.array(HistoryEventType).min(1).max(HistoryEventType.options.length).optional(), ...historyFilters })
  .superRefine(checkHistoryFilters);
export type WorldHistoryInput = z.input<typeof WorldHistoryInput>;
export type WorldHistoryRequest = z.output<typeof WorldHistoryInput>;

/** GET /api/worlds/{worldId}/history: the same filters from a query string (types comma-separated). */
export const WorldHistoryQuery = z
  .object({
    ...historyFilters,
    limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(HISTORY_LIMIT_DEFAULT).describe(`Events per page, 1 to ${LIST_LIMIT_MAX}`),
    beatIndex: z.coerce.number().pipe(BeatIndex).optional().describe('With arcId: only events that happened while this beat was current'),
    types: z
      .string()
      .transform((text) => text.split(',').map((type) => type.trim()))
      .pipe(z.array(HistoryEventType).min(1))
      .optional()
      .describe('Comma-separated event types, e.g. LocationStatusChanged,BeatGenerated'),
  })
  .superRefine(checkHistoryFilters);
export type WorldHistoryQuery = z.input<typeof WorldHistoryQuery>;

export const GeneratorProvenance = z.object({
  provider: z.string(),
  model: z.string(),
  prompt_hash: z.string(),
  /** What the call cost, when it was recorded (events written before usage was recorded have none). */
  input_tokens: z.number().int().min(0).nullable().optional(),
  output_tokens: z.number().int().min(0).nullable().optional(),
  latency_ms: z.number().min(0).nullable().optional(),
  cost_usd: z.number().min(0).nullable().optional(),
});
export type GeneratorProvenance = z.infer<typeof GeneratorProvenance>;

export const HistoryEntry = z.object({
  revision: z.number().int().min(0).describe("The event's 0-based position in the world's stream"),
  event_id: Uuid,
  type: HistoryEventType,
  schema_version: z.number().int().min(1).describe('The version the event was written with'),
  occurred_at: Timestamp,
  actor: z.object({ kind: ActorKind, id: z.string() }),
  source: EventSource,
  correlation_id: z.string(),
  causation_id: z.string().nullable(),
  generator: GeneratorProvenance.nullable().describe('Set when a story generator wrote the event'),
  arc_id: Uuid.nullable().describe('The arc active when the event happened'),
  beat_index: BeatIndex.nullable().describe("That arc's current beat when the event happened"),
  arc_name: z.string().nullable().describe("That arc's story name; null outside arcs"),
  beat_name: z.string().nullable().describe("The name of that beat; null outside arcs and before the arc's first beat"),
  summary: z.string().describe('One line saying what changed'),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const HistoryPage = z.object({
  items: z.array(HistoryEntry).max(LIST_LIMIT_MAX),
  next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
});
export type HistoryPage = z.infer<typeof HistoryPage>;

// ---------------------------------------------------------------------------------------------
// Points of a world's stream, state at a point, and the difference between two points.

const pointFields = {
  atRevision: z.number().int().min(0).optional().describe("A revision of the world's stream (0 is its creation)"),
  arcId: Uuid.optional().describe('With beatIndex: just after that beat of that arc was generated'),
  beatIndex: BeatIndex.optional(),
  at: Timestamp.optional().describe('An ISO time: after the last event at or before it'),
};

type PointFields = { atRevision?: number; arcId?: string; beatIndex?: number; at?: string };

/** At most one way of naming the point; a beat is named by its arc and its index together. */
function checkPoint(point: PointFields, context: z.RefinementCtx, prefix = ''): void {
  const name = (field: string) => (prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}` : field);
  if ((point.arcId === undefined) !== (point.beatIndex === undefined)) {
    const missing = point.arcId === undefined ? 'arcId' : 'beatIndex';
    context.addIssue({
      code: 'custom',
      path: [name(missing)],
      message: `${name('arcId')} and ${name('beatIndex')} name a beat together: ${name(missing)} is missing`,
    });
  }
  const ways = [point.atRevision !== undefined, point.arcId !== undefined || point.beatIndex !== undefined, point.at !== undefined];
  if (ways.filter(Boolean).length > 1) {
    context.addIssue({
      code: 'custom',
      path: [],
      message: `Name the point one way only: ${name('atRevision')}, ${name('arcId')} + ${name('beatIndex')}, or ${name('at')}`,
    });
  }
}

/** A point of a world's history; naming none means now, as the live read models show it. */
export const WorldPoint = z.object(pointFields).superRefine((point, context) => checkPoint(point, context));
export type WorldPoint = z.input<typeof WorldPoint>;

/** audit.stateAt. */
export const WorldStateAtInput = z.object({ worldId: Uuid, ...pointFields }).superRefine((point, context) => checkPoint(point, context));
export type WorldStateAtInput = z.input<typeof WorldStateAtInput>;

/** GET /api/worlds/{worldId}/state?atRevision|arcId&beatIndex|at: query strings carry text. */
export const WorldStateAtQuery = z
  .object({
    ...pointFields,
    atRevision: z.coerce.number().int().min(0).optional().describe(pointFields.atRevision.description!),
    beatIndex: z.coerce.number().pipe(BeatIndex).optional().describe('With arcId: the index of the beat (0-14)'),
  })
  .superRefine((point, context) => checkPoint(point, context));
export type WorldStateAtQuery = z.input<typeof WorldStateAtQuery>;

/** The live world state (SPEC §7 getWorldState) with every location, faction and character, by creation. */
export const WorldSnapshot = WorldStateView.extend({
  locations: z.array(Location),
  factions: z.array(Faction),
  characters: z.array(Character),
});
export type WorldSnapshot = z.infer<typeof WorldSnapshot>;

/** Where a snapshot was taken: a revision of the stream, or now (the live read models). */
export const SnapshotPoint = z.object({
  revision: z.number().int().min(0).nullable().describe('The last event folded in; null for now (the live read models)'),
  occurred_at: Timestamp.nullable().describe('When that event happened; null for now'),
});
export type SnapshotPoint = z.infer<typeof SnapshotPoint>;

/** A world as it was at a point: the live state's shape, folded from its stream with the domain's evolve. */
export const WorldStateAt = WorldSnapshot.extend(SnapshotPoint.shape);
export type WorldStateAt = z.infer<typeof WorldStateAt>;

/** audit.diff: from one point to another (by default now). */
export const WorldDiffInput = z.object({ worldId: Uuid, from: WorldPoint, to: WorldPoint.default({}) });
export type WorldDiffInput = z.input<typeof WorldDiffInput>;

/** GET /api/worlds/{worldId}/diff: the two points as fromRevision|fromArcId&fromBeatIndex|fromAt, the same with to. */
export const WorldDiffQuery = z
  .object({
    fromRevision: z.coerce.number().int().min(0).optional().describe('The earlier point: a revision'),
    fromArcId: Uuid.optional().describe('The earlier point: with fromBeatIndex, just after that beat'),
    fromBeatIndex: z.coerce.number().pipe(BeatIndex).optional(),
    fromAt: Timestamp.optional().describe('The earlier point: an ISO time'),
    toRevision: z.coerce.number().int().min(0).optional().describe('The later point (default: now, the live state)'),
    toArcId: Uuid.optional(),
    toBeatIndex: z.coerce.number().pipe(BeatIndex).optional(),
    toAt: Timestamp.optional(),
  })
  .superRefine((query, context) => {
    const from = { atRevision: query.fromRevision, arcId: query.fromArcId, beatIndex: query.fromBeatIndex, at: query.fromAt };
    const to = { atRevision: query.toRevision, arcId: query.toArcId, beatIndex: query.toBeatIndex, at: query.toAt };
    checkPoint(from, context, 'from');
    checkPoint(to, context, 'to');
    if (Object.values(from).every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', path: ['fromRevision'], message: 'Name the earlier point: fromRevision, fromArcId + fromBeatIndex, or fromAt' });
    }
  });
export type WorldDiffQuery = z.input<typeof WorldDiffQuery>;

export const FieldChange = z.object({
  field: z.string(),
  before: z.unknown().describe('The JSON value before'),
  after: z.unknown().describe('The JSON value after'),
});
export type FieldChange = z.infer<typeof FieldChange>;

function collectionDiff<Item extends z.ZodType>(item: Item) {
  return z.object({
    added: z.array(item),
    removed: z.array(item),
    changed: z.array(z.object({ id: Uuid, name: z.string(), changes: z.array(FieldChange) })),
  });
}

/** What changed between two points, entity by entity and field by field. */
export const WorldDiff = z.object({
  from: SnapshotPoint,
  to: SnapshotPoint,
  world: z.array(FieldChange),
  arcs: collectionDiff(Arc).describe('The current arc (a new arc shows as one removed, one added)'),
  beats: collectionDiff(Beat).describe("The current arc's generated beats"),
  locations: collectionDiff(Location),
  factions: collectionDiff(Faction),
  characters: collectionDiff(Character),
});
export type WorldDiff = z.infer<typeof WorldDiff>;

// ---------------------------------------------------------------------------------------------
// Forks, export and import.

/** audit.fork: a new world of the same owner from another's state at a point (by default its latest). */
export const ForkWorldInput = z
  .object({ worldId: Uuid, ...pointFields, name: z.string().trim().min(1).max(WORLD_NAME_MAX).optional().describe('Default: "<source name> (fork)"') })
  .superRefine((point, context) => checkPoint(point, context));
export type ForkWorldInput = z.input<typeof ForkWorldInput>;

/** POST /api/worlds/{worldId}/fork: the point and the name, the world comes from the path. */
export const ForkWorldBody = z
  .object({ ...pointFields, name: z.string().trim().min(1).max(WORLD_NAME_MAX).optional().describe('Default: "<source name> (fork)"') })
  .superRefine((point, context) => checkPoint(point, context));
export type ForkWorldBody = z.input<typeof ForkWorldBody>;

/** A new world made from another's history: a fork or an import. */
export const CopiedWorldResult = z.object({
  world_id: Uuid,
  name: z.string(),
  source_world_id: Uuid,
  source_revision: z.number().int().min(0).describe('The last event of the source the copy holds'),
  event_count: z.number().int().min(1),
});
export type CopiedWorldResult = z.infer<typeof CopiedWorldResult>;

export const EXPORT_FORMAT = 'worldloom.world-export';
export const EXPORT_FORMAT_VERSION = 1;
/** The largest file import reads (NDJSON, any route). */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/** audit.importWorld carries the file in a JSON body, which the API reads up to 1 MB. */
export const IMPORT_INLINE_MAX_CHARS = 1_000_000;

/** The first line of an export. */
export const ExportHeader = z.object({
  format: z.literal(EXPORT_FORMAT),
  formatVersion: z.literal(EXPORT_FORMAT_VERSION),
  worldId: Uuid,
  eventCount: z.number().int().min(1),
  /** The schema version of each event type this file's events may be written with (at most). */
  schemaVersions: z.record(z.string(), z.number().int().min(1)),
  exportedAt: Timestamp,
});
export type ExportHeader = z.infer<typeof ExportHeader>;

/** One event line: the event as stored, in the shape of its own schema version. */
export const ExportedEvent = z.object({
  revision: z.number().int().min(0),
  id: Uuid,
  type: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()),
});
export type ExportedEvent = z.infer<typeof ExportedEvent>;

/** The last line: the SHA-256 (hex) of every event line, each with its "\n", in order. */
export const ExportTrailer = z.object({
  end: z.literal(EXPORT_FORMAT),
  eventCount: z.number().int().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ExportTrailer = z.infer<typeof ExportTrailer>;

/** audit.exportLink: a short-lived link the browser follows to save the export file as it streams. */
export const ExportLink = z.object({
  url: z.string().describe('Same-origin path of the download, for the signed-in user who asked; valid for a minute'),
  file_name: z.string().describe('<world-name>-<YYYY-MM-DD>.ndjson, the name the browser saves it under'),
  expires_at: Timestamp.describe('After this the link is refused: ask for a new one'),
});
export type ExportLink = z.infer<typeof ExportLink>;

/** audit.importWorld: the export file's text; a name replaces the exported world's. */
export const ImportWorldInput = z.object({
  ndjson: z.string().min(1).max(IMPORT_INLINE_MAX_CHARS),
  name: z.string().trim().min(1).max(WORLD_NAME_MAX).optional(),
});
export type ImportWorldInput = z.input<typeof ImportWorldInput>;

/** POST /api/worlds/import?name=…: the body is the NDJSON file. */
export const ImportWorldQuery = ImportWorldInput.pick({ name: true });
export type ImportWorldQuery = z.input<typeof ImportWorldQuery>;
