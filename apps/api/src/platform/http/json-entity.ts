import type { IncomingMessage, ServerResponse } from 'node:http';
import etag from 'etag';
import fresh from 'fresh';

/** A value's JSON, the bytes express's res.json sends, and the weak ETag of express's default `etag` setting. */
export interface JsonEntity {
  readonly body: string;
  readonly etag: string;
}

// Keyed by the value itself: a cached read model answers many requests with one object, serialized once.
const entities = new WeakMap<object, JsonEntity>();

/** The value's JSON entity, made on first need; the value must not change afterwards. */
export function jsonEntityOf(value: object): JsonEntity {
  let entity = entities.get(value);
  if (entity === undefined) {
    const body = JSON.stringify(value);
    entity = { body, etag: etag(body, { weak: true }) };
    entities.set(value, entity);
  }
  return entity;
}

/**
 * A GET's answer as express's res.json gives it: 304 with only the ETag when If-None-Match names it (or
 * `*`) and no `Cache-Control: no-cache` asks otherwise (express's req.fresh), else 200 with the body.
 */
export function sendJsonEntity(request: IncomingMessage, response: ServerResponse, entity: JsonEntity): void {
  response.setHeader('ETag', entity.etag);
  if (fresh(request.headers, { etag: entity.etag })) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(entity.body));
  response.statusCode = 200;
  response.end(entity.body);
}
