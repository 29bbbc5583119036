import { ZodError } from 'zod';
import { expiryOf } from './api-key-expiry';

const now = new Date('2026-03-01T12:00:00.000Z');
const DAY_MS = 86_400_000;

describe('expiryOf', () => {
  it('never expires without a choice', () => {
    expect(expiryOf({ name: 'k' }, now)).toBeNull();
    expect(expiryOf({ name: 'k', expires_in_days: null, expires_at: null }, now)).toBeNull();
  });

  it.each([30, 90, 365] as const)('adds %i days to the server clock', (days) => {
    expect(expiryOf({ name: 'k', expires_in_days: days }, now)).toEqual(new Date(now.getTime() + days * DAY_MS));
  });

  it('keeps an expires_at between now and a year and a day ahead', () => {
    const soon = new Date(now.getTime() + 1000).toISOString();
    const latest = new Date(now.getTime() + 366 * DAY_MS).toISOString();
    expect(expiryOf({ name: 'k', expires_at: soon }, now)?.toISOString()).toBe(soon);
    expect(expiryOf({ name: 'k', expires_at: latest }, now)?.toISOString()).toBe(latest);
  });

  it('refuses an expires_at now, in the past or too far ahead with an issue on expires_at', () => {
    const refused = [now.getTime(), now.getTime() - DAY_MS, now.getTime() + 366 * DAY_MS + 1];
    for (const time of refused) {
      const call = () => expiryOf({ name: 'k', expires_at: new Date(time).toISOString() }, now);
      expect(call).toThrow(ZodError);
      try {
        call();
      } catch (error) {
        expect((error as ZodError).issues.map((issue) => issue.path)).toEqual([['expires_at']]);
      }
    }
  });
});
