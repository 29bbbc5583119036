import { Arc, Beat, Character, Faction, Location, World, WorldEvent } from '@worldloom/contracts';
import { AuditModule } from '#audit/module';
import { HealthModule } from '#platform/health/health.module';
import { SERVICE_UNAVAILABLE_MESSAGE } from '#platform/errors/service-unavailable';
import type { ErrorResponseName, ErrorResponseText } from '#platform/openapi/error-responses';
import { buildOpenApiDocument, type OpenApiDocument } from '#platform/openapi/openapi-document';
import { restRoutesOf } from '#platform/rest/rest-route';
import { WorldModule } from '#world/module';

/** The modules serving the public REST API, in the order the app imports them (express matches routes in it). */
const REST_MODULES = [WorldModule, AuditModule, HealthModule];

const DESCRIPTION = `The public REST API of Worldloom: worlds, their seeding, story arcs, world events and entities.

Authenticate every request with an API key in the \`x-api-key\` header (create keys under API Keys in the app).
Each key may make 100 requests a minute; beyond that the answer is 429 with \`Retry-After\`.
Lists answer \`{ items, next_cursor }\`: at most \`limit\` items (default 50, at most 100); pass \`next_cursor\` as
\`cursor\` for the next page, until it is null.
Every error is JSON \`{ error, code, issues? }\`. Another user's ids answer 404, never 403; a member of a shared world
whose role does not allow a call gets 403 (the role is on each world the key reads).
A JSON body may be at most 1 MiB (\`HTTP_MAX_BODY_BYTES\`; 413 beyond) and the request head 16 KiB (431 beyond).
Each account may own at most 200 worlds and 20 active API keys (409 beyond).
\`/api/health\` and \`/api/health/ready\` need no key.`;

const TAGS = [
  { name: 'Worlds', description: 'Worlds, their state and seeding' },
  { name: 'Story', description: 'Arcs, beats and world events' },
  { name: 'Characters', description: "A world's people: create them, list them and read one" },
  { name: 'Locations', description: "A world's places: create them, list them and read one" },
  { name: 'Factions', description: 'Advanced faction operations exist only through the web app' },
  { name: 'Audit', description: 'History, the state at any point, diffs, export and import, forks' },
  { name: 'Members', description: 'Who shares a world and with which role; invite links' },
  { name: 'Health', description: 'Liveness and readiness, without an API key' },
];

const ERRORS: Record<ErrorResponseName, ErrorResponseText> = {
  BadRequest: {
    description: 'The input is invalid (malformed JSON, a failed schema, or a rule of the story)',
    example: {
      error: 'Invalid input',
      code: 'BAD_REQUEST',
      issues: [{ code: 'too_small', path: ['name'], message: 'Too small: expected string to have >=1 characters' }],
    },
  },
  Unauthorized: {
    description: 'The x-api-key header is missing, unknown, revoked or expired',
    example: { error: 'Invalid or missing API key', code: 'UNAUTHORIZED' },
  },
  Forbidden: {
    description: "The key's user is a member of the world, but their role does not allow this (see the role on the world)",
    example: { error: 'A viewer of this world cannot create locations.', code: 'FORBIDDEN' },
  },
  NotFound: {
    description: 'No such resource, or it belongs to another user',
    example: { error: 'World not found', code: 'NOT_FOUND' },
  },
  Conflict: {
    description: 'The change conflicts with the state of the world (e.g. seeding twice, an arc already active)',
    example: { error: 'This world already has an active arc; progress it to its end first.', code: 'CONFLICT' },
  },
  PaymentRequired: {
    description: "The world's monthly generation budget is spent: the model was not asked and nothing changed",
    example: {
      error:
        "This world's monthly budget of $1.00 is spent: $1.02 so far this month, and a generate_beat call costs about $0.01. " +
        'Nothing was generated and the model was not asked; raise the budget or wait for next month.',
      code: 'BUDGET_EXCEEDED',
    },
  },
  HeaderTooLarge: {
    description: 'The request head (request line and headers) is larger than the server takes (16 KiB by default)',
    example: { error: 'Request headers too large', code: 'BAD_REQUEST' },
  },
  PayloadTooLarge: {
    description: 'The body is larger than the server takes (1 MiB by default)',
    example: { error: 'request entity too large', code: 'BAD_REQUEST' },
  },
  TooManyRequests: {
    description: 'More than the per-key rate limit (100 requests a minute)',
    example: { error: 'Too many requests', code: 'TOO_MANY_REQUESTS' },
  },
  InternalServerError: {
    description: 'An unexpected failure; the body never shows internals',
    example: { error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' },
  },
  BadGateway: {
    description: 'The story generator failed or gave nothing the world accepts after its tries; nothing changed, try again',
    example: { error: 'generate_beat failed after 3 attempts: rejected: A location cannot go from ruined to thriving', code: 'GENERATOR_FAILED' },
  },
  Timeout: {
    description:
      'TIMEOUT: the change was stored but the read models did not catch up in time; read it again shortly. ' +
      'SERVICE_UNAVAILABLE: the database could not be reached or is saturated just now; try again after Retry-After',
    example: { error: 'Timed out waiting for the read models', code: 'TIMEOUT' },
  },
  ServiceUnavailable: {
    description: 'The database could not be reached or is saturated just now; try again after Retry-After',
    example: { error: SERVICE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' },
  },
};

let built: OpenApiDocument | undefined;

/** The app's OpenAPI document, from its controllers' route contracts: served, rendered into libs/client, tested. Built once. */
export function appOpenApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument({
    info: {
      title: 'Worldloom API',
      version: '1.0.0',
      description: DESCRIPTION,
      contact: { name: 'The Worldloom team' },
      license: { name: 'Proprietary: for Worldloom accounts and their API keys', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      {
        url: '{origin}',
        description: 'The Worldloom server: its PUBLIC_URL',
        variables: { origin: { default: 'http://localhost:3000', description: 'Scheme, host and port of the server (`npm start` serves http://localhost:3000)' } },
      },
    ],
    tags: TAGS,
    routes: restRoutesOf(REST_MODULES),
    schemas: { World, Arc, Beat, WorldEvent, Location, Character, Faction },
    errors: ERRORS,
  });
  return built;
}
