import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../../../apps/api/src/platform/openapi/openapi-document';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

interface DocumentValidator {
  readonly ajv: Ajv2020;
  readonly validators: Map<string, ValidateFunction>;
  /** `METHOD /template STATUS` of every response checked so far. */
  readonly seen: Set<string>;
}

const DOCUMENT_ID = 'https://worldloom.test/openapi.json';
const validatorsByDocument = new WeakMap<OpenApiDocument, DocumentValidator>();

function validatorFor(doc: OpenApiDocument): DocumentValidator {
  let validator = validatorsByDocument.get(doc);
  if (!validator) {
    // OpenAPI 3.1 schemas are JSON Schema 2020-12; `example` is OpenAPI's own annotation.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(ajv);
    ajv.addSchema(doc, DOCUMENT_ID);
    validator = { ajv, validators: new Map(), seen: new Set() };
    validatorsByDocument.set(doc, validator);
  }
  return validator;
}

function pointer(...segments: string[]): string {
  return segments.map((segment) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');
}

function compiled(doc: OpenApiDocument, ref: string): ValidateFunction {
  const { ajv, validators } = validatorFor(doc);
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${ref}` });
    validators.set(ref, validate);
  }
  return validate;
}

/** The documented path template a concrete path matches, preferring literal segments (`/search` over `/{id}`). */
export function templateOf(doc: OpenApiDocument, method: HttpMethod, path: string): string | undefined {
  const bare = path.split('?')[0]!;
  const candidates = Object.keys(doc.paths ?? {}).filter((template) => {
    if (!doc.paths?.[template]?.[method]) return false;
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(bare);
  });
  return candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ');
}

/**
 * Fails unless `status` is documented for the operation `method path` and `body` matches its JSON schema.
 * Every response of the REST suites goes through here.
 */
export function expectMatchesOperation(doc: OpenApiDocument, method: HttpMethod, path: string, status: number, body: unknown): void {
  const template = templateOf(doc, method, path);
  if (!template) throw new Error(`${method.toUpperCase()} ${path} is not a documented operation`);
  const responses = doc.paths![template]![method]!.responses ?? {};
  const response = responses[String(status)];
  if (!response) throw new Error(`${method.toUpperCase()} ${template} does not document status ${status}: ${JSON.stringify(body)}`);
  const location =
    '$ref' in response
      ? pointer('components', 'responses', response.$ref.split('/').at(-1)!)
      : pointer('paths', template, method, 'responses', String(status));
  const validate = compiled(doc, `${location}/content/${pointer('application/json')}/schema`);
  if (!validate(body)) {
    throw new Error(`${method.toUpperCase()} ${template} ${status}: ${describeErrors(validate)}\n${JSON.stringify(body, null, 2)}`);
  }
  validatorFor(doc).seen.add(`${method.toUpperCase()} ${template} ${status}`);
}

/** For answers outside any operation (an unknown route): the public error shape. */
export function expectApiError(doc: OpenApiDocument, body: unknown): void {
  const validate = compiled(doc, pointer('components', 'schemas', 'ApiError'));
  if (!validate(body)) throw new Error(`Not an API error: ${describeErrors(validate)}\n${JSON.stringify(body)}`);
}

/** A JSON value against one of the document's schemas by JSON pointer (e.g. to check the examples). */
export function matchesSchemaAt(doc: OpenApiDocument, jsonPointer: string, value: unknown): string | null {
  const validate = compiled(doc, jsonPointer);
  return validate(value) ? null : describeErrors(validate);
}

/** `METHOD /template STATUS` of the responses checked so far against `doc`. */
export function checkedResponses(doc: OpenApiDocument): ReadonlySet<string> {
  return validatorFor(doc).seen;
}

export { pointer as jsonPointer };
