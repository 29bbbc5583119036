import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { serveWebApp } from './static-web';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** Decompressed when the server compressed it. */
  readonly body: string;
}

/** A raw GET (node:http, which neither asks for nor undoes compression unless told to). */
function get(server: Server, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

const ONE_YEAR = 365 * 24 * 3600;
const THIRTY_DAYS = 30 * 24 * 3600;

describe('the built web app, served', () => {
  let dist: string;
  let server: Server;
  const script = `export const words = ${JSON.stringify('lorem ipsum '.repeat(500))};`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'worldloom-web-dist-'));
    for (const folder of ['assets', 'media', 'icons']) mkdirSync(join(dist, folder));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><html lang="en"><title>Worldloom</title>${'<!-- padding -->'.repeat(100)}</html>`);
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
    // The build's brotli copy (apps/web/build/precompress.ts).
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'media', 'landing-poster.jpg'), Buffer.alloc(2048, 1));
    writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.alloc(512, 2));
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Worldloom', icons: [] }));
    const app = express();
    expect(serveWebApp(app, dist)).toBe(true);
    app.get('/api/answer', (_req, res) => void res.json({ from: 'api' }));
    server = await new Promise<Server>((ready) => {
      const listening: Server = app.listen(0, '127.0.0.1', () => ready(listening));
    });
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(dist, { recursive: true, force: true });
  });

  it('compresses text for a browser that accepts it, and not for one that does not', async () => {
    const compressed = await get(server, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.body).toBe(script);
    const page = await get(server, '/app/worlds', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    const plain = await get(server, '/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends the build's brotli copy of an asset to a browser that takes brotli, as the asset itself", async () => {
    const brotli = await get(server, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers['cache-control']).toBe(`public, max-age=${ONE_YEAR}, immutable`);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.body).toBe(script);
    // Brotli refused: gzip made on the fly, as before.
    expect((await get(server, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, br;q=0' })).headers['content-encoding']).toBe('gzip');
  });

  it('keeps hashed assets for a year, immutable, and other files for 30 days with validators', async () => {
    const hashed = await get(server, '/assets/index-Ab12Cd34.js');
    expect(hashed.headers['cache-control']).toBe(`public, max-age=${ONE_YEAR}, immutable`);
    for (const path of ['/media/landing-poster.jpg', '/icons/icon-192.png', '/robots.txt', '/manifest.webmanifest']) {
      const file = await get(server, path);
      expect([path, file.status, file.headers['cache-control']]).toEqual([path, 200, `public, max-age=${THIRTY_DAYS}`]);
      expect(file.headers.etag).toBeTruthy();
      expect(file.headers['last-modified']).toBeTruthy();
      const again = await get(server, path, { 'if-none-match': file.headers.etag! });
      expect([path, again.status]).toEqual([path, 304]);
    }
  });

  it('answers robots.txt as text and the manifest as a web manifest', async () => {
    const robots = await get(server, '/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *');
    const manifest = await get(server, '/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('answers every page path with index.html, revalidated on each visit', async () => {
    for (const path of ['/', '/app', '/app/worlds/3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91', '/no-such-page']) {
      const page = await get(server, path);
      expect([path, page.status, page.headers['content-type'], page.headers['cache-control']]).toEqual([path, 200, 'text/html; charset=utf-8', 'no-cache']);
      expect(page.body).toContain('<title>Worldloom</title>');
      expect(page.headers.etag).toBeTruthy();
    }
  });

  it('answers 404, not the page, for a missing file: a path with an extension, or a missing asset', async () => {
    for (const path of ['/favicon.ico', '/media/gone.mp4', '/app/old-script.js', '/assets/index-Gone1234.js']) {
      const missing = await get(server, path);
      expect([path, missing.status]).toEqual([path, 404]);
      expect(missing.body).not.toContain('<title>Worldloom</title>');
    }
  });

  it('leaves /api to the API', async () => {
    const api = await get(server, '/api/answer', { 'accept-encoding': 'gzip' });
    expect(api.body).toBe('{"from":"api"}');
    expect(api.headers['content-encoding']).toBeUndefined();
  });
});
