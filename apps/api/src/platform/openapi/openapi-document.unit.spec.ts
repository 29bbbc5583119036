import { z } from 'zod';
import { restRoute } from '../rest/rest-route';
import { type ErrorResponseName, type ErrorResponseText, errorStatus } from './error-responses';
import { buildOpenApiDocument, type OpenApiDocumentSpec } from './openapi-document';

const errors = Object.fromEntries(
  (Object.keys(errorStatus) as ErrorResponseName[]).map((name) => [name, { description: name, example: { error: name, code: 'BAD_REQUEST' } }]),
) as Record<ErrorResponseName, ErrorResponseText>;

const getProbe = restRoute({
  method: 'get',
  path: '/api/probes/{id}',
  operationId: 'getProbe',
  tag: 'Probes',
  summary: 'Get a probe',
  params: { path: z.object({ id: z.uuid() }) },
  success: { status: 200, description: 'The probe', schema: z.object({ id: z.uuid() }), example: { id: '3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91' } },
  errors: ['NotFound'],
});

function spec(routes: OpenApiDocumentSpec['routes']): OpenApiDocumentSpec {
  return {
    info: { title: 'Probe API', version: '1', description: 'Probes', contact: { name: 'Probe team' }, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
    servers: [{ url: 'http://127.0.0.1:3000', description: 'A probe server' }],
    tags: [{ name: 'Probes' }],
    routes,
    schemas: {},
    errors,
  };
}

describe('buildOpenApiDocument', () => {
  it("makes one operation per route, with the route's parameters, success and errors", () => {
    const operation = buildOpenApiDocument(spec([getProbe])).paths?.['/api/probes/{id}']?.get;
    expect(operation).toMatchObject({ operationId: 'getProbe', tags: ['Probes'], parameters: [{ in: 'path', name: 'id', required: true }] });
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '401', '404', '429', '431', '500', '503']);
  });

  it('names where the API is served, its contact and its licence', () => {
    const document = buildOpenApiDocument(spec([getProbe]));
    expect(document.servers).toEqual([{ url: 'http://127.0.0.1:3000', description: 'A probe server' }]);
    expect(document.info).toMatchObject({ contact: { name: 'Probe team' }, license: { identifier: 'LicenseRef-Proprietary' } });
  });

  it('refuses a route whose tag the document does not declare', () => {
    expect(() => buildOpenApiDocument(spec([{ ...getProbe, tag: 'Probs' }]))).toThrow('GET /api/probes/{id}: its tag "Probs" is not among the document\'s tags');
  });

  it('refuses two routes for one method and path', () => {
    expect(() => buildOpenApiDocument(spec([getProbe, { ...getProbe, operationId: 'getProbeAgain' }]))).toThrow('GET /api/probes/{id} has two routes');
  });
});
