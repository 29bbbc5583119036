import compression from 'compression';
import type { Request, Response } from 'express';

/**
 * compression's filter, but never for server-sent events: a live subscription's stream would hold a zlib
 * stream of its own for as long as the page stays open, and deflate and flush every small message.
 */
export function compressedUnlessEventStream(request: Request, response: Response): boolean {
  const type = response.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('text/event-stream')) return false;
  return compression.filter(request, response);
}
