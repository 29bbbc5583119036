import { ApiErrorBody } from '@worldloom/contracts';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { RestRouteContract } from '../rest/rest-route';
import { type ErrorResponseName, errorResponses, type ErrorResponseText, errorStatus } from './error-responses';

export type OpenApiDocument = ReturnType<typeof createDocument>;

export const API_KEY_HEADER = 'x-api-key';

const JSON_MEDIA_TYPE = 'application/json';

/** What the app says of its REST API; the operations come from its routes' own contracts. */
export interface OpenApiDocumentSpec {
  readonly info: {
    readonly title: string;
    readonly version: string;
    readonly description: string;
    readonly contact: { readonly name: string; readonly url?: string };
    readonly license: { readonly name: string; readonly identifier?: string; readonly url?: string };
  };
  /** Where the API is served; generated clients take their base URL from it. */
  readonly servers: ReadonlyArray<{
    readonly url: string;
    readonly description: string;
    readonly variables?: Readonly<Record<string, { readonly default: string; readonly description: string }>>;
  }>;
  /** In the order Swagger UI shows them; every route's tag must be one of them. */
  readonly tags: ReadonlyArray<{ readonly name: string; readonly description?: string }>;
  /** In the order express matches them; the document lists paths in it. */
  readonly routes: readonly RestRouteContract[];
  /** Named under components.schemas (beside ApiError), so the operations can refer to them. */
  readonly schemas: Readonly<Record<string, z.ZodType>>;
  readonly errors: Readonly<Record<ErrorResponseName, ErrorResponseText>>;
}

const ETAG_HEADER = z.object({
  ETag: z.string().meta({ description: 'A weak validator of the body; send it back in If-None-Match', example: 'W/"27b6-Xk9a1c0fOq2yPq0kZy8y3rnd0cM"' }),
});

// A request head over the cap is refused by the HTTP server before any route (http-server.ts), whatever the route; a
// database out of reach is a 503 wherever it is asked (the key check asks it on every keyed route; the keyless health
// checks answer for themselves).
const ALWAYS: readonly ErrorResponseName[] = ['Unauthorized', 'HeaderTooLarge', 'TooManyRequests', 'InternalServerError', 'ServiceUnavailable'];
const ALWAYS_KEYLESS: readonly ErrorResponseName[] = ['HeaderTooLarge', 'InternalServerError'];

function operation(route: RestRouteContract): ZodOpenApiOperationObject {
  // A route with a 503 of its own (a command's Timeout, which names both codes; the health check's) keeps it.
  const own503 = route.errors.some((name) => errorStatus[name] === 503) || route.otherResponses?.some((other) => other.status === 503);
  const always = (route.keyless ? ALWAYS_KEYLESS : ALWAYS).filter((name) => !(own503 && name === 'ServiceUnavailable'));
  // A body over HTTP_MAX_BODY_BYTES is refused before the route sees it.
  const bodyErrors: ErrorResponseName[] = route.body ? ['PayloadTooLarge'] : [];
  const errors = [...new Set([...route.errors, ...bodyErrors, ...always])].sort((a, b) => errorStatus[a] - errorStatus[b]);
  return {
    operationId: route.operationId,
    ...(route.keyless ? { security: [] } : {}),
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.params ? { requestParams: route.params } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { [route.body.mediaType ?? JSON_MEDIA_TYPE]: { schema: route.body.schema, example: route.body.example } },
          },
        }
      : {}),
    responses: {
      [route.success.status]: {
        description: route.success.description,
        ...(route.conditional ? { headers: ETAG_HEADER } : {}),
        content: { [route.success.mediaType ?? JSON_MEDIA_TYPE]: { schema: route.success.schema, example: route.success.example } },
      },
      ...(route.conditional ? { 304: { description: 'Not modified: If-None-Match named the current ETag', headers: ETAG_HEADER } } : {}),
      ...Object.fromEntries(errors.map((name) => [errorStatus[name], { $ref: `#/components/responses/${name}` }])),
      ...Object.fromEntries(
        (route.otherResponses ?? []).map((other) => [
          other.status,
          { description: other.description, content: { [other.mediaType ?? JSON_MEDIA_TYPE]: { schema: other.schema, example: other.example } } },
        ]),
      ),
    },
  };
}

/** One path item per path, its operations in the routes' order; a tag nobody declared or a route twice is a mistake. */
function paths(spec: OpenApiDocumentSpec): ZodOpenApiPathsObject {
  const tags = new Set(spec.tags.map((tag) => tag.name));
  const items: ZodOpenApiPathsObject = {};
  for (const route of spec.routes) {
    const where = `${route.method.toUpperCase()} ${route.path}`;
    if (!tags.has(route.tag)) throw new Error(`${where}: its tag "${route.tag}" is not among the document's tags`);
    const item = (items[route.path] ??= {});
    if (item[route.method]) throw new Error(`${where} has two routes`);
    item[route.method] = operation(route);
  }
  return items;
}

/** The OpenAPI 3.1 document of the REST API, from the zod contracts its controllers parse with. */
export function buildOpenApiDocument(spec: OpenApiDocumentSpec): OpenApiDocument {
  return createDocument({
    openapi: '3.1.0',
    info: spec.info,
    servers: spec.servers.map((server) => ({ ...server, ...(server.variables ? { variables: { ...server.variables } } : {}) })),
    tags: [...spec.tags],
    security: [{ ApiKey: [] }],
    paths: paths(spec),
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: 'An API key made under API Keys in the app' },
      },
      schemas: { ...spec.schemas, ApiError: ApiErrorBody },
      responses: errorResponses(spec.errors),
    },
  });
}
