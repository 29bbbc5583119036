import { z } from 'zod';
import { CallerError, InvalidOutputError, isRetryable, RejectedOutputError } from './retry';

const withFields = (fields: Record<string, unknown>, message = 'failure') => Object.assign(new Error(message), fields);

describe('isRetryable', () => {
  it.each([408, 409, 429, 500, 502, 503, 504])('retries HTTP %i', (status) => {
    expect(isRetryable(withFields({ status }))).toBe(true);
  });

  it.each([400, 401, 403, 404, 422])('does not retry HTTP %i', (status) => {
    expect(isRetryable(withFields({ status }))).toBe(false);
  });

  it('retries invalid output, output the review rejected, and broken JSON', () => {
    expect(isRetryable(new InvalidOutputError(['x: required']))).toBe(true);
    expect(isRetryable(new RejectedOutputError(['A location cannot go from ruined to thriving'], {}))).toBe(true);
    expect(isRetryable(new SyntaxError('Unexpected end of JSON input'))).toBe(true);
    expect(isRetryable(z.object({ a: z.string() }).safeParse({}).error)).toBe(true);
  });

  it('retries network failures, also when they are the cause', () => {
    expect(isRetryable(withFields({ code: 'ECONNRESET' }))).toBe(true);
    expect(isRetryable(new TypeError('fetch failed', { cause: withFields({ code: 'ECONNREFUSED' }) }))).toBe(true);
    expect(isRetryable(withFields({ status_code: 503 }))).toBe(true);
  });

  it('does not retry programming errors, the caller\'s included', () => {
    expect(isRetryable(new CallerError(new SyntaxError('a broken review')))).toBe(false);
    expect(isRetryable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isRetryable('a string')).toBe(false);
  });
});
