import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { loadConfig } from '../../apps/api/src/app.config';
import { AppModule } from '../../apps/api/src/app.module';
import { appOpenApiDocument } from '../../apps/api/src/app-openapi';
import { API_KEY_HEADER as GUARD_HEADER } from '../../apps/api/src/platform/rest/api-key.guard';
import { restRoutesOf } from '../../apps/api/src/platform/rest/rest-route';
import { API_KEY_HEADER, type OpenApiDocument } from '../../apps/api/src/platform/openapi/openapi-document';
import { jsonPointer, matchesSchemaAt } from './support/openapi-validation';

const METHODS = ['get', 'post', 'put', 'delete'] as const;

interface OfficialVerdict {
  valid: boolean;
  version: string;
  errors: unknown;
}

function officialValidation(doc: unknown): OfficialVerdict {
  const run = spawnSync(process.execPath, [join(__dirname, 'support/validate-openapi.mjs')], {
    input: JSON.stringify(doc),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as OfficialVerdict;
}

interface LintProblem {
  tool: 'redocly' | 'spectral';
  rule: string;
  severity: string;
  message: string;
  at: string;
}

/** What Redocly's recommended rules and Spectral's `oas` ruleset find in a document, errors, warnings and hints alike. */
function lintProblems(doc: unknown): LintProblem[] {
  const run = spawnSync(process.execPath, [join(__dirname, 'support/lint-openapi.mjs')], { input: JSON.stringify(doc), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as LintProblem[];
}

/** The media type of a content map (JSON, or NDJSON for an export file) and its example; the document never puts a $ref there. */
function mediaExample(content: Record<string, object> | undefined): { mediaType: string; example: unknown } {
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? ['application/json', undefined];
  return { mediaType, example: media && 'example' in media ? media.example : undefined };
}

/** The JSON example of a content map. */
function jsonExample(content: Record<string, object> | undefined): unknown {
  return mediaExample(content).example;
}

function operations(doc: OpenApiDocument) {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}

/** Every module class the app imports, directly or through other modules (static and dynamic imports alike). */
function modulesOf(entry: Type | DynamicModule, seen = new Set<Type | DynamicModule>()): Type[] {
  if (seen.has(entry)) return [];
  seen.add(entry);
  const module = typeof entry === 'function' ? entry : entry.module;
  const imports: unknown[] = [...(Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? []), ...(typeof entry === 'function' ? [] : (entry.imports ?? []))];
  const nested = imports.filter((item): item is Type | DynamicModule => typeof item === 'function' || (typeof item === 'object' && item !== null && 'module' in item));
  return [module, ...nested.flatMap((item) => modulesOf(item, seen))];
}

/** The health checks: `security: []`, so no API key, and no 401 or 429. */
function isKeyless(operation: { security?: unknown[] }): boolean {
  return Array.isArray(operation.security) && operation.security.length === 0;
}

describe('the OpenAPI document', () => {
  const doc = appOpenApiDocument();

  it('is valid OpenAPI 3.1 by @seriousme/openapi-schema-validator', () => {
    const verdict = officialValidation(doc);
    expect(verdict).toEqual({ valid: true, version: '3.1', errors: null });
  });

  it('would be refused by that validator when broken', () => {
    const { info: _info, ...broken } = doc;
    expect(officialValidation(broken).valid).toBe(false);
  });

  it("passes Redocly's recommended rules and Spectral's oas ruleset with no error and no warning", () => {
    const problems = lintProblems(doc).filter((problem) => problem.severity === 'error' || problem.severity === 'warning');
    expect(problems).toEqual([]);
  });

  it('would fail those linters with an operation that has no description', () => {
    const [path, item] = Object.entries(doc.paths ?? {})[0] ?? [];
    const { description: _description, ...bare } = item?.get ?? {};
    const broken = { ...doc, paths: { ...doc.paths, [String(path)]: { ...item, get: bare } } };
    expect(lintProblems(broken).map((problem) => `${problem.tool} ${problem.rule}`)).toEqual(expect.arrayContaining(['spectral operation-description']));
  });

  it('names the header ApiKeyGuard reads in its apiKey security scheme, required by every operation', () => {
    expect(API_KEY_HEADER).toBe(GUARD_HEADER);
    expect(doc.components?.securitySchemes?.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    expect(doc.security).toEqual([{ ApiKey: [] }]);
  });

  it('has 46 operations with unique ids, each answering 401, 429, 500 and 503 in the error shape', () => {
    const all = operations(doc).filter(({ operation }) => !isKeyless(operation));
    expect(all).toHaveLength(46);
    expect(new Set(all.map(({ operation }) => operation.operationId)).size).toBe(46);
    for (const { operation } of all) {
      expect(Object.keys(operation.responses ?? {})).toEqual(expect.arrayContaining(['401', '429', '500', '503']));
    }
  });

  it("documents a database out of reach as every keyed operation's 503 SERVICE_UNAVAILABLE, with Retry-After", () => {
    const outage = { error: 'The service is unavailable just now; try again shortly', code: 'SERVICE_UNAVAILABLE' };
    const refs = new Set(operations(doc).filter(({ operation }) => !isKeyless(operation)).map(({ operation }) => (operation.responses?.['503'] as { $ref?: string }).$ref));
    // A command's 503 is Timeout, which names both of its codes; every other operation's is ServiceUnavailable.
    expect([...refs].sort()).toEqual(['#/components/responses/ServiceUnavailable', '#/components/responses/Timeout']);
    for (const name of ['ServiceUnavailable', 'Timeout']) {
      const response = jsonPointer('components', 'responses', name);
      expect([name, matchesSchemaAt(doc, `${response}/content/${jsonPointer('application/json')}/schema`, outage)]).toEqual([name, null]);
      expect([name, Object.keys((doc.components?.responses?.[name] as { headers?: object }).headers ?? {})]).toEqual([name, ['Retry-After']]);
    }
    const lag = { error: 'Timed out waiting for the read models', code: 'TIMEOUT' };
    const timeout = `${jsonPointer('components', 'responses', 'Timeout')}/content/${jsonPointer('application/json')}/schema`;
    expect(matchesSchemaAt(doc, timeout, lag)).toBeNull();
    expect(matchesSchemaAt(doc, `${jsonPointer('components', 'responses', 'ServiceUnavailable')}/content/${jsonPointer('application/json')}/schema`, lag)).not.toBeNull();
  });

  it('documents the health checks as the only operations needing no key, answering 200 (and readiness 503)', () => {
    const keyless = operations(doc).filter(({ operation }) => isKeyless(operation));
    expect(keyless.map(({ method, path, operation }) => [method, path, Object.keys(operation.responses ?? {}).sort()])).toEqual([
      // 431: a request head over the cap is refused by the HTTP server before any route.
      ['get', '/api/health', ['200', '431', '500']],
      ['get', '/api/health/ready', ['200', '431', '500', '503']],
    ]);
  });

  it('documents every public REST route of every module the app imports, each declared with its contract', () => {
    const unused = 'postgresql://127.0.0.1:1/unused';
    const app = AppModule.forRoot({ config: loadConfig({ DATABASE_URL: unused }), databaseUrl: unused });
    // restRoutesOf throws on a public route (an ApiKeyGuard controller) without a contract.
    const routes = restRoutesOf([...new Set(modulesOf(app))]).map((route) => `${route.method.toUpperCase()} ${route.path}`);
    const documented = operations(doc).map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(routes.filter((route) => !route.includes('/api/health'))).toHaveLength(46);
    expect(routes.sort()).toEqual(documented.sort());
  });

  it('gives every operation a request example (when it takes a body) and a response example, each matching its schema', () => {
    for (const { path, method, operation } of operations(doc)) {
      const base = jsonPointer('paths', path, method);
      const body = operation.requestBody;
      if (body && !('$ref' in body)) {
        const { mediaType, example } = mediaExample(body.content);
        expect(example).toBeDefined();
        const media = jsonPointer(mediaType);
        expect([path, method, matchesSchemaAt(doc, `${base}/requestBody/content/${media}/schema`, example)]).toEqual([path, method, null]);
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if ('$ref' in response) continue;
        if (status === '304') {
          // Not modified: no body by definition, only the validator.
          expect([path, method, response.content, Object.keys(response.headers ?? {})]).toEqual([path, method, undefined, ['ETag']]);
          continue;
        }
        const { mediaType, example } = mediaExample(response.content);
        const media = jsonPointer(mediaType);
        expect([path, method, status, example === undefined]).toEqual([path, method, status, false]);
        expect([path, method, status, matchesSchemaAt(doc, `${base}/responses/${status}/content/${media}/schema`, example)]).toEqual([
          path,
          method,
          status,
          null,
        ]);
      }
    }
  });

  it('gives every required parameter an example', () => {
    for (const { path, method, operation } of operations(doc)) {
      for (const parameter of operation.parameters ?? []) {
        if ('$ref' in parameter || !parameter.required) continue;
        const schema = parameter.schema as { example?: unknown } | undefined;
        expect([path, method, parameter.name, schema?.example === undefined]).toEqual([path, method, parameter.name, false]);
      }
    }
  });

  it('gives every shared error response an example matching its schema', () => {
    for (const [name, response] of Object.entries(doc.components?.responses ?? {})) {
      if ('$ref' in response) continue;
      const example = jsonExample(response.content);
      expect(example).toBeDefined();
      expect([name, matchesSchemaAt(doc, `${jsonPointer('components', 'responses', name)}/content/${jsonPointer('application/json')}/schema`, example)]).toEqual([
        name,
        null,
      ]);
    }
  });

  it('checks request examples for real: a wrong example is refused', () => {
    const pointer = `${jsonPointer('paths', '/api/worlds', 'post')}/requestBody/content/${jsonPointer('application/json')}/schema`;
    expect(matchesSchemaAt(doc, pointer, { name: '' })).not.toBeNull();
  });
});
