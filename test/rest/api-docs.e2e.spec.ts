import type { Express } from 'express';
import { appOpenApiDocument } from '../../apps/api/src/app-openapi';
import { startRestTestApp, type RestTestApp } from './support/rest-test-app';

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** `METHOD /path/{param}` of every route Nest mounted under /api (express's router, in express 5 `app.router`). */
function mountedApiRoutes(server: Express): string[] {
  const stack = (server as unknown as { router: { stack: RouteLayer[] } }).router.stack;
  return stack.flatMap((layer) => {
    const route = layer.route;
    if (!route || typeof route.path !== 'string' || !route.path.startsWith('/api/') || route.path.startsWith('/api/docs')) return [];
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    return Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${path}`);
  });
}

describe('API documentation', () => {
  let app: RestTestApp;

  beforeAll(async () => {
    app = await startRestTestApp();
  });

  afterAll(() => app.close());

  it('serves the built OpenAPI document at /api/openapi.json without a key', async () => {
    const response = await fetch(`${app.testApp.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(appOpenApiDocument())));
  });

  it('documents exactly the REST routes the app mounts', () => {
    // Not the public API: the document itself, and the web app's download links (audit.exportLink), which
    // carry a signed token instead of an API key.
    const mounted = mountedApiRoutes(app.testApp.app.getHttpAdapter().getInstance() as Express).filter(
      (route) => route !== 'GET /api/openapi.json' && route !== 'GET /api/downloads/{token}',
    );
    const documented = Object.entries(app.doc.paths ?? {}).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'delete'] as const).filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(mounted.sort()).toEqual(documented.sort());
  });

  it('serves Swagger UI at /api/docs from local assets only, with the document and the x-api-key scheme inlined', async () => {
    const page = await fetch(`${app.testApp.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Worldloom API</title>');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const response = await fetch(new URL(asset, `${app.testApp.url}/api/docs/`));
      expect([asset, response.status]).toEqual([asset, 200]);
      const body = await response.text();
      if (asset.endsWith('swagger-ui-init.js')) {
        expect(body).toContain('"x-api-key"');
        expect(body).toContain('"/api/worlds/arcs/{arcId}/progress"');
      }
    }
    expect(assets.some((asset) => asset.endsWith('swagger-ui-bundle.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('swagger-ui-init.js'))).toBe(true);
  });
});
