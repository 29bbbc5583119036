import {
  ApiErrorBody,
  Arc,
  ArcIdParams,
  Beat,
  BeatIdInput,
  Character,
  CopiedWorldResult,
  CreateArcBody,
  CreateCharacterInput,
  CreateFactionInput,
  CreateLocationInput,
  CreateWorldInput,
  DeletedResult,
  EntityIdInput,
  Faction,
  ForkWorldBody,
  HistoryPage,
  ImportWorldQuery,
  Location,
  pageOf,
  PageQuery,
  ProgressArcBody,
  ProgressArcResponse,
  RecordWorldEventBody,
  SearchLocationsInput,
  SeedWorldResult,
  UpdateCharacterBody,
  UpdateFactionBody,
  UpdateLocationBody,
  World,
  WorldDiff,
  WorldDiffQuery,
  WorldEntitiesQuery,
  WorldEvent,
  WorldHistoryQuery,
  WorldIdInput,
  WorldStateAt,
  WorldStateAtQuery,
  WorldStateView,
} from '@worldloom/contracts';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiParameters,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import { type ErrorResponseName, errorResponses, errorStatus } from './error-responses';
import { restExamples as examples } from './rest-examples';

export type OpenApiDocument = ReturnType<typeof createDocument>;

export const API_KEY_HEADER = 'x-api-key';

const JSON_MEDIA_TYPE = 'application/json';
const NDJSON_MEDIA_TYPE = 'application/x-ndjson';

interface OperationSpec {
  readonly operationId: string;
  readonly tag: 'Worlds' | 'Story' | 'Characters' | 'Locations' | 'Factions' | 'Audit';
  readonly summary: string;
  readonly description?: string;
  readonly params?: ZodOpenApiParameters;
  /** JSON unless `mediaType` says otherwise (an export file is NDJSON). */
  readonly body?: { readonly schema: z.ZodType; readonly example: unknown; readonly mediaType?: string };
  readonly success: {
    readonly status: 200 | 201 | 202;
    readonly description: string;
    readonly schema: z.ZodType;
    readonly example: unknown;
    readonly mediaType?: string;
  };
  /** Beyond 401, 429 and 500, which every operation can answer. */
  readonly errors: readonly ErrorResponseName[];
  /** The 200 carries an ETag; a request naming it in If-None-Match is answered 304 without a body. */
  readonly conditional?: boolean;
}

const ETAG_HEADER = z.object({
  ETag: z.string().meta({ description: 'A weak validator of the body; send it back in If-None-Match', example: 'W/"27b6-Xk9a1c0fOq2yPq0kZy8y3rnd0cM"' }),
});

const ALWAYS: readonly ErrorResponseName[] = ['Unauthorized', 'TooManyRequests', 'InternalServerError'];
/** Commands answer once the read models show the change, which may time out. */
const COMMAND: readonly ErrorResponseName[] = ['BadRequest', 'NotFound', 'Conflict', 'Timeout'];

function operation(spec: OperationSpec): ZodOpenApiOperationObject {
  const errors = [...spec.errors, ...ALWAYS].sort((a, b) => errorStatus[a] - errorStatus[b]);
  return {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.params ? { requestParams: spec.params } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { [spec.body.mediaType ?? JSON_MEDIA_TYPE]: { schema: spec.body.schema, example: spec.body.example } },
          },
        }
      : {}),
    responses: {
      [spec.success.status]: {
        description: spec.success.description,
        ...(spec.conditional ? { headers: ETAG_HEADER } : {}),
        content: { [spec.success.mediaType ?? JSON_MEDIA_TYPE]: { schema: spec.success.schema, example: spec.success.example } },
      },
      ...(spec.conditional ? { 304: { description: 'Not modified: If-None-Match named the current ETag', headers: ETAG_HEADER } } : {}),
      ...Object.fromEntries(errors.map((name) => [errorStatus[name], { $ref: `#/components/responses/${name}` }])),
    },
  };
}

/** The schema with an example on each named field, so Swagger UI's "Try it out" starts filled in. */
function withExamples<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, values: { [Key in keyof Shape]?: unknown }) {
  const examples = Object.entries(values).map(([key, example]) => [key, (schema.shape[key] as z.ZodType).meta({ example })]);
  return schema.extend(Object.fromEntries(examples) as Partial<Shape>);
}

const worldPath = { path: withExamples(WorldIdInput, { worldId: examples.ids.world }) };
const entityPath = { path: withExamples(EntityIdInput, { id: examples.ids.character }) };
const pageQuery = { query: withExamples(PageQuery, { limit: 20 }) };
const worldEntitiesQuery = { query: withExamples(WorldEntitiesQuery, { worldId: examples.ids.world, limit: 20 }) };

const worldPaths: ZodOpenApiPathsObject = {
  '/api/worlds': {
    post: operation({
      operationId: 'createWorld',
      tag: 'Worlds',
      summary: 'Create a world',
      body: { schema: CreateWorldInput, example: examples.createWorld },
      success: { status: 201, description: 'The new world', schema: World, example: examples.newWorld },
      errors: ['BadRequest', 'Timeout'],
    }),
    get: operation({
      operationId: 'listWorlds',
      tag: 'Worlds',
      summary: "List the key owner's worlds, newest first",
      params: pageQuery,
      success: { status: 200, description: 'One page of worlds', schema: pageOf(World), example: examples.worldPage },
      errors: ['BadRequest'],
    }),
  },
  '/api/worlds/{worldId}': {
    get: operation({
      operationId: 'getWorld',
      tag: 'Worlds',
      summary: 'Get a world',
      params: worldPath,
      success: { status: 200, description: 'The world', schema: World, example: examples.world },
      errors: ['BadRequest', 'NotFound'],
    }),
  },
  '/api/worlds/{worldId}/state': {
    get: operation({
      operationId: 'getWorldState',
      tag: 'Worlds',
      summary: "Get a world with its current arc and that arc's beats, now or at any point of its history",
      description:
        'currentArc is the latest arc, even once complete; currentBeats are its generated beats by beat_index. ' +
        'With atRevision, arcId + beatIndex (just after that beat was generated) or at (an ISO time), the world as it was ' +
        "then, folded from its event stream: the same shape with every location, faction and character, and the point's " +
        'revision and time. A revision past the end, or a beat index without its arc, is a 400; a beat never generated a 404. ' +
        'Poll cheaply with If-None-Match: an unchanged state is a 304 without a body.',
      params: { ...worldPath, query: WorldStateAtQuery },
      success: {
        status: 200,
        description: 'The world state (now), or the world at the point named',
        schema: z.union([WorldStateAt, WorldStateView]),
        example: examples.worldState,
      },
      errors: ['BadRequest', 'NotFound'],
      conditional: true,
    }),
  },
  '/api/worlds/{worldId}/seed': {
    post: operation({
      operationId: 'seedWorld',
      tag: 'Worlds',
      summary: 'Fill a world with generated locations, factions and characters',
      description:
        'Starts seeding and answers at once (202). Poll GET /api/locations, /api/factions and /api/characters until all ' +
        'three have items (typically seconds offline, 30-60 s with an LLM). A world is seeded once.',
      params: worldPath,
      success: { status: 202, description: 'Seeding has started', schema: SeedWorldResult, example: examples.seedResult },
      errors: COMMAND,
    }),
  },
  '/api/worlds/{worldId}/arcs': {
    post: operation({
      operationId: 'createArc',
      tag: 'Story',
      summary: 'Start a 15-beat story arc, with its opening beat',
      description: 'The world must be seeded and have no active arc. Leave storyIdea out or blank for a random arc.',
      params: worldPath,
      body: { schema: CreateArcBody, example: examples.createArc },
      success: { status: 201, description: 'The new arc', schema: Arc, example: examples.arc },
      errors: COMMAND,
    }),
  },
  '/api/worlds/{worldId}/events': {
    post: operation({
      operationId: 'recordWorldEvent',
      tag: 'Story',
      summary: "Record a world event against the current arc's current beat",
      description: 'It feeds the next beat. 400 when the world has no beat yet.',
      params: worldPath,
      body: { schema: RecordWorldEventBody, example: examples.recordEvent },
      success: { status: 201, description: 'The recorded event', schema: WorldEvent, example: examples.worldEvent },
      errors: COMMAND,
    }),
  },
  '/api/worlds/arcs/{arcId}/progress': {
    post: operation({
      operationId: 'progressArc',
      tag: 'Story',
      summary: 'Progress an arc by one beat',
      description:
        'Records recentEvents first (in order, against the current beat), then generates the next beat. After beat 14 the ' +
        'next call completes the arc: `beat` is null and `complete` true, as is every call on a complete arc. The arc ' +
        'is checked before anything is recorded; events recorded before a later failure (e.g. 409) stay recorded.',
      params: { path: withExamples(ArcIdParams, { arcId: examples.ids.arc }) },
      body: { schema: ProgressArcBody, example: examples.progressArc },
      success: { status: 200, description: 'The new current beat, or completion', schema: ProgressArcResponse, example: examples.progressed },
      errors: COMMAND,
    }),
  },
  '/api/beats/{beatId}/events': {
    get: operation({
      operationId: 'listBeatEvents',
      tag: 'Story',
      summary: 'List the world events recorded against a beat, oldest first',
      params: { path: withExamples(BeatIdInput, { beatId: examples.ids.beat }) },
      success: { status: 200, description: "The beat's events", schema: z.array(WorldEvent), example: examples.beatEvents },
      errors: ['BadRequest', 'NotFound'],
    }),
  },
};

interface EntitySpec {
  readonly tag: 'Characters' | 'Locations' | 'Factions';
  readonly singular: string;
  readonly plural: string;
  readonly schema: z.ZodType;
  readonly create: z.ZodType;
  readonly update: z.ZodType;
  readonly examples: { create: unknown; item: unknown; page: unknown; update: unknown };
}

function entityPaths(spec: EntitySpec): ZodOpenApiPathsObject {
  const name = spec.singular[0]!.toUpperCase() + spec.singular.slice(1);
  const names = spec.plural[0]!.toUpperCase() + spec.plural.slice(1);
  return {
    [`/api/${spec.plural}`]: {
      post: operation({
        operationId: `create${name}`,
        tag: spec.tag,
        summary: `Create a ${spec.singular}`,
        body: { schema: spec.create, example: spec.examples.create },
        success: { status: 201, description: `The new ${spec.singular}`, schema: spec.schema, example: spec.examples.item },
        errors: COMMAND,
      }),
      get: operation({
        operationId: `list${names}`,
        tag: spec.tag,
        summary: `List a world's ${spec.plural}`,
        params: worldEntitiesQuery,
        success: { status: 200, description: `One page of ${spec.plural}`, schema: pageOf(spec.schema), example: spec.examples.page },
        errors: ['BadRequest', 'NotFound'],
      }),
    },
    [`/api/${spec.plural}/{id}`]: {
      get: operation({
        operationId: `get${name}`,
        tag: spec.tag,
        summary: `Get a ${spec.singular}`,
        params: entityPath,
        success: { status: 200, description: `The ${spec.singular}`, schema: spec.schema, example: spec.examples.item },
        errors: ['BadRequest', 'NotFound'],
      }),
      put: operation({
        operationId: `update${name}`,
        tag: spec.tag,
        summary: `Update a ${spec.singular}`,
        description: 'Only the fields given change.',
        params: entityPath,
        body: { schema: spec.update, example: spec.examples.update },
        success: { status: 200, description: `The updated ${spec.singular}`, schema: spec.schema, example: spec.examples.item },
        errors: COMMAND,
      }),
      delete: operation({
        operationId: `delete${name}`,
        tag: spec.tag,
        summary: `Delete a ${spec.singular}`,
        description: 'Answers 200 with the deleted id.',
        params: entityPath,
        success: { status: 200, description: `The ${spec.singular} is gone`, schema: DeletedResult, example: { ...examples.deleted } },
        errors: COMMAND,
      }),
    },
  };
}

const locationSearchPath: ZodOpenApiPathsObject = {
  '/api/locations/search': {
    post: operation({
      operationId: 'searchLocations',
      tag: 'Locations',
      summary: "Search a world's locations by text and tags",
      description:
        '`query` is a case-insensitive substring of the name or description; every one of `tags` must be among the ' +
        "location's tags (ignoring case). Results are by name, a page of `limit` (default 20) after `cursor`.",
      body: { schema: SearchLocationsInput, example: examples.searchLocations },
      success: { status: 200, description: 'One page of matching locations', schema: pageOf(Location), example: examples.locationPage },
      errors: ['BadRequest', 'NotFound'],
    }),
  },
};

const auditPaths: ZodOpenApiPathsObject = {
  '/api/worlds/{worldId}/history': {
    get: operation({
      operationId: 'getWorldHistory',
      tag: 'Audit',
      summary: "A world's events, newest (or oldest) first",
      description:
        'Each event with its type, time, actor (kind and id), source (web, api, generator), the provider, model and prompt ' +
        'hash when a generator wrote it, the arc and beat current when it happened, and a one-line summary. Filter by ' +
        'types (comma-separated), actorId, actorKind, source, arcId (+ beatIndex) and a time range (from, to).',
      params: { ...worldPath, query: WorldHistoryQuery },
      success: { status: 200, description: 'One page of events', schema: HistoryPage, example: examples.historyPage },
      errors: ['BadRequest', 'NotFound'],
    }),
  },
  '/api/worlds/{worldId}/diff': {
    get: operation({
      operationId: 'diffWorldStates',
      tag: 'Audit',
      summary: 'What changed between two points of a world’s history',
      description:
        'Name the earlier point with fromRevision, fromArcId + fromBeatIndex or fromAt, the later one the same way with ' +
        'to… (default: now, the live state). Entities added, removed and changed, with each changed field before and after.',
      params: { ...worldPath, query: WorldDiffQuery },
      success: { status: 200, description: 'The difference', schema: WorldDiff, example: examples.diff },
      errors: ['BadRequest', 'NotFound'],
    }),
  },
  '/api/worlds/{worldId}/export': {
    get: operation({
      operationId: 'exportWorld',
      tag: 'Audit',
      summary: "Download a world's whole history as NDJSON",
      description:
        'A header line (format, world id, event count, schema versions, export time), one line per event in revision ' +
        'order as stored, and a closing line with the SHA-256 (hex) of the event lines, each with its newline. Streamed.',
      params: worldPath,
      success: {
        status: 200,
        description: 'The export file',
        schema: z.string(),
        example: examples.exportFile,
        mediaType: NDJSON_MEDIA_TYPE,
      },
      errors: ['BadRequest', 'NotFound'],
    }),
  },
  '/api/worlds/{worldId}/fork': {
    post: operation({
      operationId: 'forkWorld',
      tag: 'Audit',
      summary: 'Fork a world at a point of its history (a what-if branch)',
      description:
        "A new world of the same owner whose history is the source's up to the point (atRevision, arcId + beatIndex or " +
        'at; default: its latest event) under new ids; its first event names the source and the revision. The source does ' +
        'not change.',
      params: worldPath,
      body: { schema: ForkWorldBody, example: examples.forkWorld },
      success: { status: 201, description: 'The new world', schema: CopiedWorldResult, example: examples.forked },
      errors: COMMAND,
    }),
  },
  '/api/worlds/import': {
    post: operation({
      operationId: 'importWorld',
      tag: 'Audit',
      summary: 'Make a new world from an export file',
      description:
        'The body is an export (NDJSON, Content-Type application/x-ndjson, at most 64 MB). It is checked whole first: its ' +
        'checksum, every schema version (older ones are upcast), every event; a file that does not hold is a 400 naming ' +
        'the line, and nothing is written. The new world gets new ids; its first event names the source world and checksum.',
      params: { query: ImportWorldQuery },
      body: { schema: z.string(), example: examples.exportFile, mediaType: NDJSON_MEDIA_TYPE },
      success: { status: 201, description: 'The new world', schema: CopiedWorldResult, example: examples.imported },
      errors: COMMAND,
    }),
  },
};

const DESCRIPTION = `The public REST API of Worldloom: worlds, their seeding, story arcs, world events and entities.

Authenticate every request with an API key in the \`x-api-key\` header (create keys under API Keys in the app).
Each key may make 100 requests a minute; beyond that the answer is 429 with \`Retry-After\`.
Lists answer \`{ items, next_cursor }\`: at most \`limit\` items (default 50, at most 100); pass \`next_cursor\` as
\`cursor\` for the next page, until it is null.
Every error is JSON \`{ error, code, issues? }\`. Another user's ids answer 404, never 403.`;

let built: OpenApiDocument | undefined;

/** The OpenAPI 3.1 document of the REST API, from the zod contracts the controllers parse with. Built once. */
export function buildOpenApiDocument(): OpenApiDocument {
  built ??= build();
  return built;
}

function build(): OpenApiDocument {
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Worldloom API', version: '1.0.0', description: DESCRIPTION },
    tags: [
      { name: 'Worlds', description: 'Worlds, their state and seeding' },
      { name: 'Story', description: 'Arcs, beats and world events' },
      { name: 'Characters' },
      { name: 'Locations' },
      { name: 'Factions', description: 'Advanced faction operations exist only through the web app' },
      { name: 'Audit', description: 'History, the state at any point, diffs, export and import, forks' },
    ],
    security: [{ ApiKey: [] }],
    paths: {
      ...worldPaths,
      ...entityPaths({
        tag: 'Characters',
        singular: 'character',
        plural: 'characters',
        schema: Character,
        create: CreateCharacterInput,
        update: UpdateCharacterBody,
        examples: {
          create: examples.createCharacter,
          item: examples.character,
          page: examples.characterPage,
          update: examples.updateCharacter,
        },
      }),
      ...entityPaths({
        tag: 'Locations',
        singular: 'location',
        plural: 'locations',
        schema: Location,
        create: CreateLocationInput,
        update: UpdateLocationBody,
        examples: {
          create: examples.createLocation,
          item: examples.location,
          page: examples.locationPage,
          update: examples.updateLocation,
        },
      }),
      ...locationSearchPath,
      ...auditPaths,
      ...entityPaths({
        tag: 'Factions',
        singular: 'faction',
        plural: 'factions',
        schema: Faction,
        create: CreateFactionInput,
        update: UpdateFactionBody,
        examples: { create: examples.createFaction, item: examples.faction, page: examples.factionPage, update: examples.updateFaction },
      }),
    },
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: 'An API key made under API Keys in the app' },
      },
      schemas: { World, Arc, Beat, WorldEvent, Location, Character, Faction, ApiError: ApiErrorBody },
      responses: errorResponses,
    },
  });
}
