import type { IncomingMessage, ServerResponse } from 'node:http';
import etag from 'etag';
import fresh from 'fresh';

/**
 * A value's JSON as the bytes express's res.json sends, and the weak ETag of express's default `etag` setting.
 * Encoded once: written as a string, a 15 kB body with one character beyond Latin-1 (an em dash in a description)
 * was encoded to UTF-8 again for every answer, and took 2.3x the CPU of these bytes (README, Benchmarks).
 */
export interface JsonEntity {
  readonly body: Buffer;
  readonly etag: string;
  /** The body's length in bytes (Content-Length), as a header value. */
  readonly byteLength: string;
}

// Keyed by the value itself: a cached read model answers many requests with one object, serialized once.
const entities = new WeakMap<object, JsonEntity>();

/** The value's JSON entity, made on first need; the value must not change afterwards. */
export function jsonEntityOf(value: object): JsonEntity {
  let entity = entities.get(value);
  if (entity === undefined) {
    const body = Buffer.from(JSON.stringify(value), 'utf8');
    entity = { body, etag: etag(body, { weak: true }), byteLength: String(body.length) };
    entities.set(value, entity);
  }
  return entity;
}

/** Header names and values in turn (`[name, value, name, value, …]`), as node's writeHead takes them. */
export type HeaderList = readonly string[];

const NO_HEADERS: HeaderList = [];
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A GET's answer as express's res.json gives it: 304 with only the ETag when If-None-Match names it (or
 * `*`) and no `Cache-Control: no-cache` asks otherwise (express's req.fresh), else 200 with the body.
 * `headers` go out with either (the fast lane's security and rate-limit headers). All of them are written by
 * one writeHead: on a response with no header set yet, node then skips its per-header bookkeeping.
 */
export function sendJsonEntity(request: IncomingMessage, response: ServerResponse, entity: JsonEntity, headers: HeaderList = NO_HEADERS): void {
  if (fresh(request.headers, { etag: entity.etag })) {
    response.writeHead(304, [...headers, 'ETag', entity.etag]);
    response.end();
    return;
  }
  response.writeHead(200, [...headers, 'ETag', entity.etag, 'Content-Type', JSON_TYPE, 'Content-Length', entity.byteLength]);
  response.end(entity.body);
}
