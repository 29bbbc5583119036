import type { Request, Response } from 'express';
import { compressedUnlessEventStream } from './event-stream-compression';

const answer = (type: string) => ({ getHeader: (name: string) => (name.toLowerCase() === 'content-type' ? type : undefined) }) as unknown as Response;
const request = { headers: { 'accept-encoding': 'gzip' } } as unknown as Request;

describe('compression of tRPC answers', () => {
  it('leaves server-sent events alone and compresses JSON as before', () => {
    expect(compressedUnlessEventStream(request, answer('text/event-stream'))).toBe(false);
    expect(compressedUnlessEventStream(request, answer('text/event-stream; charset=utf-8'))).toBe(false);
    expect(compressedUnlessEventStream(request, answer('application/json'))).toBe(true);
  });
});
