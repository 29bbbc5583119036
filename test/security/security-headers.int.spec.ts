import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { WEB_DIST } from '../../apps/api/src/platform/web/static-web';
import { signUpUser, startTestApp, type TestApp } from '../support/test-app';

const SHARED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/** Headers that mean something only on an HTML document: pages carry them, JSON answers leave them out. */
const DOCUMENT_ONLY = [
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'cross-origin-opener-policy',
];

function expectSharedHeaders(response: Response): void {
  for (const [name, value] of Object.entries(SHARED)) expect(`${name}: ${response.headers.get(name)}`).toBe(`${name}: ${value}`);
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(policy.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

/** A raw request with a head node's fetch would not send (one header over the cap). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('security headers (helmet) and size caps', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ HTTP_MAX_BODY_BYTES: '4096', HTTP_MAX_HEADER_BYTES: '8192' });
  });

  afterAll(() => app?.close());

  it('gives the web app a CSP with its own scripts only: index.html\'s inline scripts by hash, no unsafe-inline', async () => {
    for (const path of ['/', '/app/worlds/3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91', '/login']) {
      const response = await fetch(`${app.url}${path}`);
      expectSharedHeaders(response);
      const policy = directives(response);
      expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('media-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      const index = join(WEB_DIST, 'index.html');
      if (existsSync(index)) {
        const inline = [...readFileSync(index, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
          (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
        );
        expect(inline.length).toBeGreaterThan(0);
        expect(policy.get('script-src')).toEqual(["'self'", ...inline]);
      }
      expect(response.headers.get('strict-transport-security')).toBeNull();
      for (const name of DOCUMENT_ONLY) expect(response.headers.get(name)).not.toBeNull();
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      await response.arrayBuffer();
    }
  });

  it('locks the JSON faces down: /api, /auth/v1, tRPC, errors and the fast lane', async () => {
    const user = await signUpUser(app.url);
    const { key } = await user.trpc.auth.apiKeys.create.mutate({ name: 'headers' });
    const world = await user.trpc.world.create.mutate({ name: 'Headerland', description: 'Where every answer is dressed' });
    const statePath = `/api/worlds/${world.id}/state`;
    const answers = [
      await fetch(`${app.url}/api/worlds`),
      await fetch(`${app.url}/api/worlds`, { headers: { 'x-api-key': key } }),
      await fetch(`${app.url}${statePath}`, { headers: { 'x-api-key': key } }),
      // The second read of a state is answered by the fast lane, before express.
      await fetch(`${app.url}${statePath}`, { headers: { 'x-api-key': key } }),
      await fetch(`${app.url}/api/nowhere`),
      await fetch(`${app.url}/auth/v1/user`),
      await fetch(`${app.url}/api/trpc/world.list`, { headers: { authorization: `Bearer ${user.accessToken}` } }),
      await fetch(`${app.url}/api/openapi.json`),
    ];
    for (const response of answers) {
      expectSharedHeaders(response);
      expect(directives(response).get('default-src')).toEqual(["'none'"]);
      for (const name of DOCUMENT_ONLY) expect(`${name}: ${response.headers.get(name)}`).toBe(`${name}: null`);
      await response.arrayBuffer();
    }
    expect(answers.map((response) => response.status)).toEqual([401, 200, 200, 200, 404, 401, 200, 200]);
  });

  it("gives Swagger UI's page what it needs and no more", async () => {
    const page = await fetch(`${app.url}/api/docs`);
    expectSharedHeaders(page);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const policy = directives(page);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')?.[0]).toBe("'self'");
    expect(policy.get('style-src')?.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(policy.get('style-src-attr')?.[0]).toBe("'unsafe-hashes'");
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const html = await page.text();
    for (const [, style] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      expect(policy.get('style-src')).toContain(`'sha256-${createHash('sha256').update(style!).digest('base64')}'`);
    }
    const asset = await fetch(`${app.url}/api/docs/swagger-ui-bundle.js`);
    expect(directives(asset).get('script-src')).toEqual(["'self'"]);
    await asset.arrayBuffer();
  });

  it('sends HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const https = await startTestApp({ PUBLIC_URL: 'https://worldloom.example.com' }, app.database);
    try {
      const response = await fetch(`${https.url}/`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(directives(response).has('upgrade-insecure-requests')).toBe(true);
      await response.arrayBuffer();
    } finally {
      await https.close();
    }
  });

  it('answers a body over HTTP_MAX_BODY_BYTES with 413 and a head over HTTP_MAX_HEADER_BYTES with 431, in the error shape', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(5000), description: 'too long' });
    const rest = await fetch(`${app.url}/api/worlds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(rest.status).toBe(413);
    expect(await rest.json()).toEqual({ error: 'request entity too large', code: 'BAD_REQUEST' });
    const auth = await fetch(`${app.url}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(auth.status).toBe(413);
    expect(await auth.json()).toMatchObject({ code: 413, error_code: 'bad_json' });

    const head = await rawGet(`${app.url}/api/worlds`, { 'x-filler': 'y'.repeat(9000) });
    expect(head.status).toBe(431);
    expect(JSON.parse(head.body)).toEqual({ error: 'Request headers too large', code: 'BAD_REQUEST' });
  });

  it('refuses lists over their documented caps with 400 in the error shape', async () => {
    const user = await signUpUser(app.url);
    const { key } = await user.trpc.auth.apiKeys.create.mutate({ name: 'caps' });
    const page = await fetch(`${app.url}/api/worlds?limit=101`, { headers: { 'x-api-key': key } });
    expect(page.status).toBe(400);
    expect(await page.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [expect.objectContaining({ path: ['limit'] })] });
  });

  it('leaves the headers off with SECURITY_HEADERS_ENABLED=false (a proxy in front sets its own)', async () => {
    const bare = await startTestApp({ SECURITY_HEADERS_ENABLED: 'false' }, app.database);
    try {
      const response = await fetch(`${bare.url}/`);
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
      await response.arrayBuffer();
    } finally {
      await bare.close();
    }
  });
});
