import fc, { type Arbitrary } from 'fast-check';
import { z } from 'zod';
import type { OpenApiDocument } from '../../apps/api/src/platform/openapi/openapi-document';
import { deeplyNested, hostileValue, type JsonSchema, type KnownIds, SchemaArbitraries } from './schema-arbitraries';

/** How far an input is from what the endpoint documents. */
export type InputKind = 'valid' | 'near-valid' | 'hostile' | 'malformed';

/** One generated HTTP request, ready to send. */
export interface FuzzRequest {
  readonly face: 'rest' | 'trpc';
  /** `GET /api/worlds/{worldId}` or `world.create`. */
  readonly target: string;
  readonly kind: InputKind;
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface Credentials {
  readonly apiKey: string;
  readonly accessToken: string;
}

const MALFORMED_JSON = ['{', '{"name":', '[1,2', 'nul', '{"a":1}{"b":2}', "{'single': 'quotes'}", '\u0000', '"\\ud800"', '{"__proto__":{"polluted":true}}', ''];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=----x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/octet-stream',
];

/** The header naming the caller: the right one mostly, else none or garbage. */
function credential(name: string, good: string): Arbitrary<Record<string, string>> {
  return fc.oneof(
    { arbitrary: fc.constant({ [name]: good }), weight: 18 },
    { arbitrary: fc.constant({}), weight: 1 },
    { arbitrary: fc.constantFrom({ [name]: 'garbage' }, { [name]: `${good}x` }, { [name]: 'Bearer ' }), weight: 1 },
  );
}

/** A body in one of four ways: valid for the schema, one thing wrong, anything at all, or not even JSON. */
interface SentBody {
  readonly kind: InputKind;
  readonly body?: string;
  readonly contentType?: string;
}

function body(arbitraries: SchemaArbitraries, schema: JsonSchema | undefined, mediaType = 'application/json'): Arbitrary<SentBody> {
  const json = (kind: InputKind) => (value: unknown) => ({ kind, body: JSON.stringify(value), contentType: mediaType });
  const schemaBodies = schema
    ? [
        { arbitrary: arbitraries.valid(schema).map(json('valid')), weight: 7 },
        { arbitrary: arbitraries.nearValid(schema).map(json('near-valid')), weight: 6 },
      ]
    : [];
  return fc.oneof(
    ...schemaBodies,
    { arbitrary: hostileValue().map(json('hostile')), weight: 3 },
    {
      arbitrary: fc.oneof(
        fc.constantFrom(...MALFORMED_JSON).map((text) => ({ kind: 'malformed' as const, body: text, contentType: mediaType })),
        fc.tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), fc.jsonValue({ maxDepth: 2 })).map(([contentType, value]) => ({
          kind: 'malformed' as const,
          body: JSON.stringify(value),
          contentType,
        })),
        fc.constant({ kind: 'malformed' as const }),
      ),
      weight: 3,
    },
  );
}

interface OperationObject {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the OpenAPI document, as `[method, template, operation]`. */
export function restOperations(doc: OpenApiDocument): Array<[string, string, OperationObject]> {
  return Object.entries(doc.paths ?? {}).flatMap(([template, item]) =>
    Object.entries(item as Record<string, OperationObject>)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, operation]): [string, string, OperationObject] => [method, template, operation]),
  );
}

/** Requests to one REST operation: its path and query parameters and its body drawn from the document's schemas. */
export function restRequests(doc: OpenApiDocument, ids: KnownIds, credentials: Credentials, [method, template, operation]: [string, string, OperationObject]): Arbitrary<FuzzRequest> {
  const arbitraries = new SchemaArbitraries(doc, ids);
  const parameters = operation.parameters ?? [];
  const pathValue = (schema: JsonSchema | undefined) =>
    fc.oneof({ arbitrary: arbitraries.valid(schema ?? { type: 'string', format: 'uuid' }).map(String), weight: 8 }, { arbitrary: hostileValue().map(stringOf), weight: 1 });
  const pathArbitrary = fc.record(Object.fromEntries(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, pathValue(parameter.schema)])));
  const queryArbitrary = fc.record(
    Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => [parameter.name, fc.oneof({ arbitrary: arbitraries.valid(parameter.schema ?? {}), weight: 4 }, { arbitrary: hostileValue(), weight: 1 }).map(stringOf)]),
    ),
    { requiredKeys: [] },
  );
  const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const bodyArbitrary: Arbitrary<SentBody> = operation.requestBody ? body(arbitraries, content?.schema, mediaType) : fc.constant({ kind: 'valid' });
  return fc.tuple(pathArbitrary, queryArbitrary, bodyArbitrary, credential('x-api-key', credentials.apiKey)).map(([pathParams, query, sent, auth]) => {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(pathParams[name] ?? '')));
    const search = new URLSearchParams(query as Record<string, string>).toString();
    const parameterKind: InputKind = [...Object.values(pathParams), ...Object.values(query)].some(isHostileText) ? 'hostile' : sent.kind;
    return {
      face: 'rest',
      target: `${method.toUpperCase()} ${template}`,
      kind: parameterKind,
      method: method.toUpperCase(),
      path: search ? `${path}?${search}` : path,
      headers: { ...auth, ...(sent.contentType ? { 'content-type': sent.contentType } : {}) },
      body: sent.body,
    };
  });
}

interface ProcedureDef {
  readonly type: 'query' | 'mutation' | 'subscription';
  readonly inputs: readonly z.ZodType[];
}

/** Every tRPC procedure of a router, by its dotted path. */
export function trpcProcedures(router: unknown): Array<[string, ProcedureDef]> {
  const procedures = (router as { _def: { procedures: Record<string, { _def: ProcedureDef }> } })._def.procedures;
  return Object.entries(procedures)
    .map(([path, procedure]): [string, ProcedureDef] => [path, procedure._def])
    .filter(([, def]) => def.type !== 'subscription');
}

/** superjson `meta` a client could send: dates, maps and sets claimed for fields that are none of them. */
const HOSTILE_META = [{ values: { name: ['Date'] } }, { values: ['map'] }, { values: 'x' }, { values: { __proto__: ['set'] } }, { referentialEqualities: { a: ['b'] } }, { v: 99 }];

/**
 * Requests to one tRPC procedure: its input drawn from its zod schema (through JSON Schema), sent as the web
 * app's client sends it (GET ?input= for a query, POST for a mutation), or broken in transport.
 */
export function trpcRequests(ids: KnownIds, credentials: Credentials, [path, def]: [string, ProcedureDef]): Arbitrary<FuzzRequest> {
  const input = def.inputs[0];
  const schema = input ? (z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
  const arbitraries = new SchemaArbitraries(schema ?? {}, ids);
  const value: Arbitrary<{ kind: InputKind; value: unknown }> = schema
    ? fc.oneof(
        { arbitrary: arbitraries.valid(schema).map((valid) => ({ kind: 'valid' as const, value: valid })), weight: 7 },
        { arbitrary: arbitraries.nearValid(schema).map((near) => ({ kind: 'near-valid' as const, value: near })), weight: 6 },
        { arbitrary: hostileValue().map((hostile) => ({ kind: 'hostile' as const, value: hostile })), weight: 3 },
      )
    : fc.oneof(fc.constant({ kind: 'valid' as const, value: undefined }), hostileValue().map((hostile) => ({ kind: 'hostile' as const, value: hostile })));
  const envelope = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 8 },
    { arbitrary: fc.constantFrom(...HOSTILE_META), weight: 1 },
  );
  const transport = fc.oneof(
    { arbitrary: fc.constant('normal' as const), weight: 10 },
    { arbitrary: fc.constantFrom('wrong-method' as const, 'garbage' as const, 'batch' as const, 'wrong-content-type' as const), weight: 3 },
  );
  return fc.tuple(value, envelope, transport, credential('authorization', `Bearer ${credentials.accessToken}`)).map(([sent, meta, how, auth]) => {
    const payload = JSON.stringify(meta ? { json: sent.value, meta } : sent.value === undefined ? { json: null, meta: { values: ['undefined'], v: 1 } } : { json: sent.value });
    const asQuery = def.type === 'query' ? how !== 'wrong-method' : how === 'wrong-method';
    const kind: InputKind = how === 'normal' || how === 'batch' ? (meta ? 'hostile' : sent.kind) : 'malformed';
    const base = { face: 'trpc' as const, target: path, kind, headers: auth };
    if (how === 'batch') {
      const batch = `{"0":${payload},"1":${JSON.stringify({ json: deeplyNested(20, 'object') })}}`;
      return asQuery
        ? { ...base, method: 'GET', path: `/api/trpc/${path},${path}?batch=1&input=${encodeURIComponent(batch)}` }
        : { ...base, method: 'POST', path: `/api/trpc/${path},${path}?batch=1`, headers: { ...auth, 'content-type': 'application/json' }, body: batch };
    }
    const text = how === 'garbage' ? payload.slice(0, Math.max(1, payload.length - 2)) : payload;
    if (asQuery) return { ...base, method: 'GET', path: `/api/trpc/${path}?input=${encodeURIComponent(text)}` };
    const contentType = how === 'wrong-content-type' ? 'text/plain' : 'application/json';
    return { ...base, method: 'POST', path: `/api/trpc/${path}`, headers: { ...auth, 'content-type': contentType }, body: text };
  });
}

/** A URL cannot carry a lone surrogate: it is sent as U+FFFD, as a browser would. */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

function stringOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(stringOf).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isHostileText(value: unknown): boolean {
  return typeof value === 'string' && (value.length > 1000 || value.includes(String.fromCharCode(0)) || /[\ud800-\udfff]|\.\.\/|'|--|\$\{/.test(value));
}
