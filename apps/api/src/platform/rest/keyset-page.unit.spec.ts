import { isDomainError } from '@worldloom/domain';
import { z } from 'zod';
import { decodeCursor, encodeCursor, toPage } from './keyset-page';

const Key = z.tuple([z.string(), z.number()]);

describe('keyset pages', () => {
  it('round-trips a sort key through an opaque cursor', () => {
    const cursor = encodeCursor(['Amber Port', 3]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, Key)).toEqual(['Amber Port', 3]);
  });

  it.each(['not base64 json', encodeCursor(['only one']), encodeCursor([1, 'swapped']), Buffer.from('{"a":1}').toString('base64url')])(
    'refuses a cursor no list handed out (%s) as PAGE.INVALID_CURSOR',
    (cursor) => {
      let caught: unknown;
      try {
        decodeCursor(cursor, Key);
      } catch (error) {
        caught = error;
      }
      expect(isDomainError(caught) && caught.code === 'PAGE.INVALID_CURSOR' && caught.kind === 'invalid').toBe(true);
    },
  );

  it('cuts limit + 1 rows to a page whose cursor is the last item kept', () => {
    const rows = [1, 2, 3].map((n) => ({ n }));
    const page = toPage(rows, { limit: 2 }, (row) => row.n * 10, (row) => ['k', row.n]);
    expect(page.items).toEqual([10, 20]);
    expect(decodeCursor(page.next_cursor!, Key)).toEqual(['k', 2]);
  });

  it('has no next cursor when no row is left over', () => {
    expect(toPage([{ n: 1 }, { n: 2 }], { limit: 2 }, (row) => row.n, (row) => ['k', row.n])).toEqual({ items: [1, 2], next_cursor: null });
    expect(toPage([], { limit: 2 }, (row: { n: number }) => row.n, () => [])).toEqual({ items: [], next_cursor: null });
  });
});
