import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { jsonEntityOf, sendJsonEntity } from './json-entity';

interface Answer {
  readonly status: number;
  readonly text: string;
  readonly headers: Record<string, string | string[] | undefined>;
}

/** What the fast lane hands sendJsonEntity: the security and rate-limit headers, names and values in turn. */
const HEADERS = ['Content-Security-Policy', "default-src 'none'", 'X-RateLimit-Remaining', '7'];

const value = { world: { id: 'w-1', name: 'Brassport ⚙', created_at: new Date(0) }, currentArc: null, currentBeats: [1, 2, 3] };

/**
 * A cached read model goes out through sendJsonEntity (the fast lane and the state route), everything else
 * through express's res.json: a client must not tell them apart.
 */
describe('a JSON entity', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.disable('x-powered-by');
    app.get('/express', (_request, response) => {
      response.json(value);
    });
    app.get('/entity', (request, response) => sendJsonEntity(request, response, jsonEntityOf(value)));
    app.get('/headed', (request, response) => sendJsonEntity(request, response, jsonEntityOf(value), HEADERS));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The same request to both routes; node:http, since fetch adds its own cache-control to a conditional request. */
  async function both(method: string, headers: Record<string, string> = {}): Promise<[Answer, Answer]> {
    return [await send(`${base}/express`, method, headers), await send(`${base}/entity`, method, headers)];
  }

  function comparable({ headers, ...answer }: Answer): Answer {
    return { ...answer, headers: { ...headers, date: '<date>' } };
  }

  it('is made once per value, as the bytes and the weak ETag express gives it', async () => {
    expect(jsonEntityOf(value)).toBe(jsonEntityOf(value));
    expect(jsonEntityOf({ ...value })).not.toBe(jsonEntityOf(value));
    const [full, entity] = await both('GET');
    expect(full.status).toBe(200);
    expect(comparable(entity)).toEqual(comparable(full));
    expect(entity.text).toBe(jsonEntityOf(value).body.toString('utf8'));
    expect(entity.headers.etag).toMatch(/^W\/".+"$/);
  });

  it.each([
    ['names its ETag among others', (etag: string) => ({ 'if-none-match': `"other", ${etag}` })],
    ['is *', () => ({ 'if-none-match': '*' })],
    ['names its ETag but asks for no-cache', (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'no-cache' })],
    ['names another ETag', () => ({ 'if-none-match': 'W/"another"' })],
  ])('answers as express does when If-None-Match %s', async (_case, headersFor) => {
    const headers = headersFor(jsonEntityOf(value).etag);
    const [full, entity] = await both('GET', headers);
    expect(comparable(entity)).toEqual(comparable(full));
  });

  it('sends 304 without a body or content headers for a matching ETag', async () => {
    const [, entity] = await both('GET', { 'if-none-match': jsonEntityOf(value).etag });
    expect(entity).toMatchObject({ status: 304, text: '' });
    expect(entity.headers['content-type']).toBeUndefined();
    expect(entity.headers['content-length']).toBeUndefined();
  });

  it('sends the headers it is given with its own, on a 200 and on a 304', async () => {
    const full = await send(`${base}/headed`, 'GET', {});
    const entity = await send(`${base}/entity`, 'GET', {});
    expect(comparable(full)).toEqual(comparable({ ...entity, headers: { ...entity.headers, 'content-security-policy': "default-src 'none'", 'x-ratelimit-remaining': '7' } }));
    const notModified = await send(`${base}/headed`, 'GET', { 'if-none-match': jsonEntityOf(value).etag });
    expect(notModified).toMatchObject({ status: 304, text: '', headers: { etag: jsonEntityOf(value).etag, 'content-security-policy': "default-src 'none'", 'x-ratelimit-remaining': '7' } });
    expect(notModified.headers['content-length']).toBeUndefined();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const [full, entity] = await both('HEAD');
    expect(comparable(entity)).toEqual(comparable(full));
    expect(entity).toMatchObject({ status: 200, text: '' });
  });
});

function send(url: string, method: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text, headers: incoming.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
